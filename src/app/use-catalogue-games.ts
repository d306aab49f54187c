/** The games of the content catalogue (gatsby/content.ts), for client-side search. */

import { graphql, useStaticQuery } from 'gatsby';
import type { ContentGame } from '../../contract/content';

interface GamesQuery {
  allContentGame?: { nodes: ContentGame[] };
}

/** Every game of the catalogue, by name. (Gatsby allows one static query per file.) */
export function useCatalogueGames(): ContentGame[] {
  const data = useStaticQuery<GamesQuery>(graphql`
    query CatalogueGames {
      allContentGame(sort: { name: ASC }) {
        nodes {
          ...ContentGameFields
        }
      }
    }
  `);
  return data?.allContentGame?.nodes ?? [];
}
