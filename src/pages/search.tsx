import type { HeadFC } from 'gatsby';
import { SearchPage } from '../app/screens/search-page';
import { Seo } from '../components/seo';
import { pageMessages } from '../i18n/index';

export default SearchPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).shellPages.searchTitle} />;
