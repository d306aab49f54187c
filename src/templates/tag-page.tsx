import { graphql } from 'gatsby';
import type { HeadFC, PageProps } from 'gatsby';
import type { ContentGame } from '../../contract/content';
import { GameListScreen } from '../app/screens/game-list-page';
import { Seo } from '../components/seo';
import { pageMessages, useMessages } from '../i18n/index';

/** /tags/<tag>/, one page per tag of the catalogue (created in gatsby/content.ts). */
type Data = { allContentGame: { nodes: (ContentGame & { thumbnail: string })[] } };
type Context = { tag: string };

export default function TagRoute({ data, pageContext }: PageProps<Data, Context>) {
  const t = useMessages().shellPages;
  return <GameListScreen title={t.tagTitle(pageContext.tag)} games={data.allContentGame.nodes} />;
}

export const Head: HeadFC<Data, Context> = ({ pageContext }) => (
  <Seo title={pageMessages(pageContext).shellPages.tagTitle(pageContext.tag)} />
);

export const query = graphql`
  query TagGames($tag: String!) {
    allContentGame(filter: { tags: { eq: $tag } }, sort: { name: ASC }) {
      nodes {
        ...ContentGameFields
      }
    }
  }
`;
