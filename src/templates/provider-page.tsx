import { graphql } from 'gatsby';
import type { HeadFC, PageProps } from 'gatsby';
import type { ContentGame, ProviderSummary } from '../../contract/content';
import { GameListScreen } from '../app/screens/game-list-page';
import { Seo } from '../components/seo';
import { pageMessages, useMessages } from '../i18n/index';

/** /games/<provider>/, one page per provider with games (created in gatsby/content.ts). */
type Data = {
  contentProvider: ProviderSummary & { logo: string };
  allContentGame: { nodes: (ContentGame & { thumbnail: string })[] };
};
type Context = { provider: string };

export default function ProviderRoute({ data }: PageProps<Data, Context>) {
  const t = useMessages().shellPages;
  return (
    <GameListScreen
      title={t.providerTitle(data.contentProvider.name)}
      games={data.allContentGame.nodes}
      logo={data.contentProvider.logo}
    />
  );
}

export const Head: HeadFC<Data, Context> = ({ data, pageContext }) => (
  <Seo title={pageMessages(pageContext).shellPages.providerTitle(data.contentProvider.name)} />
);

export const query = graphql`
  query ProviderGames($provider: String!) {
    contentProvider(slug: { eq: $provider }) {
      slug
      name
      gamesCount
      logo
    }
    allContentGame(filter: { provider: { eq: $provider } }, sort: { name: ASC }) {
      nodes {
        ...ContentGameFields
      }
    }
  }
`;
