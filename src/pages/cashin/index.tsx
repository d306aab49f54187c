import type { HeadFC } from 'gatsby';
import { CashInHubPage } from '../../app/screens/cashin-pages';
import { Seo } from '../../components/seo';
import { pageMessages } from '../../i18n/index';

export default CashInHubPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).depositMethods.title} />;
