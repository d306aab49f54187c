import type { HeadFC } from 'gatsby';
import { MostPopularGamesPage } from '../../app/screens/games-pages';
import { Seo } from '../../components/seo';
import { pageMessages } from '../../i18n/index';

export default MostPopularGamesPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).games.mostPopular} />;
