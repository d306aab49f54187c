/** Each catalogue game's thumbnail and page, by slug, for lists the server answers (my bets). */

import { graphql, useStaticQuery } from 'gatsby';
import { useMemo } from 'react';
import type { ContentGame } from '../../../contract/content';

export type GamePicture = Pick<ContentGame, 'slug' | 'name' | 'provider'> & { thumbnail: string };

interface PicturesQuery {
  allContentGame?: { nodes: GamePicture[] };
}

/** The build's games by slug. (Gatsby allows one static query per file.) */
export function useGamePictures(): ReadonlyMap<string, GamePicture> {
  const data = useStaticQuery<PicturesQuery>(graphql`
    query BetsGamePictures {
      allContentGame {
        nodes {
          slug
          name
          provider
          thumbnail
        }
      }
    }
  `);
  const nodes = data?.allContentGame?.nodes;
  return useMemo(() => new Map((nodes ?? []).map((game) => [game.slug, game])), [nodes]);
}
