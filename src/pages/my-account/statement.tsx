import type { HeadFC } from 'gatsby';
import { StatementPage } from '../../app/screens/statement-page';
import { Seo } from '../../components/seo';
import { pageMessages } from '../../i18n/index';

export default StatementPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).statement.title} />;
