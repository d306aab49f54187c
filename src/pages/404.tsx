import type { HeadFC } from 'gatsby';
import { NotFoundPage } from '../app/screens/status-pages';
import { Seo } from '../components/seo';
import { pageMessages } from '../i18n/index';

export default NotFoundPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).notFound.title} />;
