import type { HeadFC } from 'gatsby';
import { ExitPage } from '../app/screens/status-pages';
import { Seo } from '../components/seo';
import { pageMessages } from '../i18n/index';

export default ExitPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).shellPages.exitTitle} />;
