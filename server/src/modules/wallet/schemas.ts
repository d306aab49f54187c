/** TypeBox schemas of the seamless wallet calls (contract/games.ts). */

import { Type } from 'typebox';
import { FinAccountSchema, GameSlug } from '../units/schemas';

const PlayerToken = Type.String({ minLength: 1, maxLength: 2048 });
/** The aggregator's ids: printable ASCII, so they read back the same in logs, keys and the statement. */
const ExternalId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' });
const Amount = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'minor units' });

export const WalletBalanceBody = Type.Object({ player_token: PlayerToken, game_slug: GameSlug });

export const WalletTransactionBody = Type.Object({
  player_token: PlayerToken,
  transaction_id: ExternalId,
  round_id: ExternalId,
  game_slug: GameSlug,
  amount: Amount,
});

export const WalletRollbackBody = Type.Object({
  player_token: PlayerToken,
  transaction_id: ExternalId,
  round_id: ExternalId,
  game_slug: GameSlug,
  amount: Type.Optional(Amount),
});

export const WalletAnswer = Type.Object({
  balance: Type.Integer({ description: 'minor units a bet can draw' }),
  // Optional only for answers recorded before it existed, which replay as they were.
  bonus: Type.Optional(Type.Integer({ description: 'minor units of bonus beside the balance, not drawn by bets' })),
  currency: Type.String(),
  fin_account: FinAccountSchema,
  transaction_id: Type.Optional(Type.String()),
  // Ours (contract/play-money.ts): `balance` is the play balance of a site without real money.
  play_money: Type.Optional(Type.Boolean()),
});
