import { graphql } from 'gatsby';
import type { HeadFC, PageProps } from 'gatsby';
import type { ContentGame } from '../../contract/content';
import { JackpotScreen } from '../app/screens/jackpot-page';
import { Seo } from '../components/seo';
import { pageMessages } from '../i18n/index';

type Data = { allContentGame: { nodes: (ContentGame & { thumbnail: string })[] } };

export default function JackpotRoute({ data }: PageProps<Data>) {
  return <JackpotScreen games={data.allContentGame.nodes} />;
}

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).jackpot.title} />;

// The games that feed the pots: the catalogue's jackpot category, as /games/jackpot/ lists them.
export const query = graphql`
  query JackpotGames {
    allContentGame(filter: { categories: { eq: "jackpot" } }, sort: { name: ASC }) {
      nodes {
        ...ContentGameFields
      }
    }
  }
`;
