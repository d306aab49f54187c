import type { HeadFC } from 'gatsby';
import { HomePage } from '../app/screens/home-page';
import { Seo } from '../components/seo';
import { messages } from '../i18n/en';

export default HomePage;

export const Head: HeadFC = () => <Seo title={messages.home.title} />;
