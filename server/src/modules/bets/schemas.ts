/** TypeBox schemas of my bets and the game stats (contract/games.ts). */

import { Type } from 'typebox';
import { ROUNDS_PAGE_SIZE_DEFAULT, ROUNDS_PAGE_SIZE_MAX } from '../../../../contract/games';
import { SiteId } from '../../db/column-schemas';

const UnitToken = Type.String({ minLength: 1, maxLength: 512 });

export const UnitRoundsQuery = Type.Object({
  token: UnitToken,
  page_size: Type.Integer({ minimum: 1, maximum: ROUNDS_PAGE_SIZE_MAX, default: ROUNDS_PAGE_SIZE_DEFAULT }),
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
});

export const UnitRoundsAnswer = Type.Object({
  rounds: Type.Array(
    Type.Object({
      id: Type.Integer(),
      game_slug: Type.String(),
      game_name: Type.String(),
      bet: Type.Integer({ description: 'minor units' }),
      win: Type.Integer({ description: 'minor units' }),
      currency: Type.String(),
      created_at: Type.String(),
      status: Type.Union([Type.Literal('won'), Type.Literal('lost'), Type.Literal('refunded')]),
      play: Type.Boolean({ description: 'played on the play balance (contract/play-money.ts), not money' }),
    }),
  ),
  cursor: Type.Union([Type.String(), Type.Null()]),
});

export const RecentGamesQuery = Type.Object({ token: UnitToken });

export const RecentGamesAnswer = Type.Object({
  games: Type.Array(
    Type.Object({ slug: Type.String(), name: Type.String(), provider: Type.String(), played_at: Type.String() }),
  ),
});

export const MostPopularQuery = Type.Object({ site_id: SiteId });

export const MostPopularGamesAnswer = Type.Object({
  games: Type.Array(
    Type.Object({ slug: Type.String(), name: Type.String(), provider: Type.String(), rounds: Type.Integer() }),
  ),
});
