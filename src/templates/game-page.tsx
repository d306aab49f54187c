import { graphql } from 'gatsby';
import type { HeadFC, PageProps } from 'gatsby';
import { GamePage } from '../app/screens/game-page';
import type { GamePageData } from '../app/screens/game-page';
import { Seo } from '../components/seo';

/** /game/<slug>/, one page per game of the catalogue (created in gatsby/content.ts). */
type Context = { slug: string; provider: string };

export default function GameRoute({ data }: PageProps<GamePageData, Context>) {
  return <GamePage data={data} />;
}

export const Head: HeadFC<GamePageData, Context> = ({ data }) => <Seo title={data.contentGame.name} />;

export const query = graphql`
  query GamePage($slug: String!, $provider: String!) {
    contentGame(slug: { eq: $slug }) {
      slug
      name
      provider
      engine
      template
      thumbnail
    }
    contentProvider(slug: { eq: $provider }) {
      slug
      name
    }
    allContentGame(filter: { provider: { eq: $provider }, slug: { ne: $slug } }, sort: { name: ASC }, limit: 4) {
      nodes {
        ...ContentGameFields
      }
    }
  }
`;
