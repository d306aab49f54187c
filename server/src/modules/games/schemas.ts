/** TypeBox schemas of the game launch calls (contract/games.ts). */

import { Type } from 'typebox';
import { SiteId } from '../../db/column-schemas';
import { GameSlug } from '../units/schemas';

const UnitToken = Type.String({ minLength: 1, maxLength: 512 });
const LobbyUrl = Type.String({ minLength: 1, maxLength: 2048 });

/** The page's language the game opens in (contract/games.ts): any short code, an unknown one plays in English. */
const GameLanguage = Type.String({ minLength: 1, maxLength: 16 });

export const GameLaunchQuery = Type.Object({
  token: UnitToken,
  game_slug: GameSlug,
  lobby_url: Type.Optional(LobbyUrl),
  lang: Type.Optional(GameLanguage),
});

export const FafiLaunchQuery = Type.Object({
  token: UnitToken,
  lobby_url: Type.Optional(LobbyUrl),
  lang: Type.Optional(GameLanguage),
});

export const GameLaunchAnswer = Type.Object({ url: Type.String() });

export const SiteGamesQuery = Type.Object({ site_id: SiteId });

export const SiteGamesAnswer = Type.Object({
  games: Type.Array(
    Type.Object({
      slug: Type.String(),
      name: Type.String(),
      provider: Type.String(),
      categories: Type.Array(Type.String()),
    }),
  ),
});
