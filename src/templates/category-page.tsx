import { graphql } from 'gatsby';
import type { HeadFC, PageProps } from 'gatsby';
import type { ContentGame } from '../../contract/content';
import { GameListScreen } from '../app/screens/game-list-page';
import { Seo } from '../components/seo';
import { listName } from '../features/games/lists';
import { pageMessages, useMessages } from '../i18n/index';
import type { GameListSlug } from '../lib/catalogue';

/** /games/all/ and /games/<category>/, one page per game list (created in gatsby/content.ts). */
type Data = { allContentGame: { nodes: (ContentGame & { thumbnail: string })[] } };
type Context = { list: GameListSlug };

export default function CategoryRoute({ data, pageContext }: PageProps<Data, Context>) {
  const t = useMessages().games;
  return <GameListScreen title={listName(t, pageContext.list)} games={data.allContentGame.nodes} />;
}

export const Head: HeadFC<Data, Context> = ({ pageContext }) => (
  <Seo title={listName(pageMessages(pageContext).games, pageContext.list)} />
);

// `filter` comes from the page's context: every game for /games/all/, a category's games otherwise.
export const query = graphql`
  query CategoryGames($filter: ContentGameFilterInput!) {
    allContentGame(filter: $filter, sort: { name: ASC }) {
      nodes {
        ...ContentGameFields
      }
    }
  }
`;
