import type { HeadFC } from 'gatsby';
import { HomePage } from '../app/screens/home-page';
import { Seo } from '../components/seo';
import { pageMessages } from '../i18n/index';

export default HomePage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).home.title} />;
