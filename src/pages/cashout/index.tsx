import type { HeadFC } from 'gatsby';
import { CashOutHubPage } from '../../app/screens/cashout-pages';
import { Seo } from '../../components/seo';
import { pageMessages } from '../../i18n/index';

export default CashOutHubPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).cashout.title} />;
