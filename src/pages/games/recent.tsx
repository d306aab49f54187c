import type { HeadFC } from 'gatsby';
import { RecentGamesPage } from '../../app/screens/games-pages';
import { Seo } from '../../components/seo';
import { pageMessages } from '../../i18n/index';

export default RecentGamesPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).games.recent} />;
