import type { HeadFC } from 'gatsby';
import { ServerErrorPage } from '../app/screens/status-pages';
import { Seo } from '../components/seo';
import { pageMessages } from '../i18n/index';

/** Shown when a page's data answers 500 (SPEC §4). */
export default ServerErrorPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).shellPages.serverErrorTitle} />;
