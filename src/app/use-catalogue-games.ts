/** The games of the content catalogue (gatsby/content.ts) with their drawn thumbnails, for client-side search. */

import { graphql, useStaticQuery } from 'gatsby';
import type { ContentGame } from '../../contract/content';

type CatalogueGame = ContentGame & { thumbnail: string };

interface GamesQuery {
  allContentGame?: { nodes: CatalogueGame[] };
}

/** Every game of the catalogue, by name. (Gatsby allows one static query per file.) */
export function useCatalogueGames(): CatalogueGame[] {
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
