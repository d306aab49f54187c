import { graphql } from 'gatsby';
import type { HeadFC, PageProps } from 'gatsby';
import { HomePage } from '../app/screens/home-page';
import type { LobbyData } from '../app/screens/home-page';
import { Seo } from '../components/seo';
import { pageMessages } from '../i18n/index';

export default function HomeRoute({ data }: PageProps<LobbyData>) {
  return <HomePage data={data} />;
}

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).home.title} />;

export const query = graphql`
  query Lobby {
    allContentGame {
      nodes {
        ...ContentGameFields
      }
    }
    allContentProvider {
      nodes {
        slug
        name
        gamesCount
        logo
      }
    }
  }
`;
