import type { HeadFC } from 'gatsby';
import { MyBetsPage } from '../app/screens/my-bets-page';
import { Seo } from '../components/seo';
import { pageMessages } from '../i18n/index';

export default MyBetsPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).myBets.title} />;
