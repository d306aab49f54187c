/**
 * Games: launching a game (hp/units/games/show and /fafi) and the seamless wallet a game server moves money
 * through (POST /v1/wallet/balance|bet|win|rollback), as a real aggregator integrates. Paths in api.ts.
 */

import type { FinAccount } from './entities';

/**
 * GET hp/units/games/show?token&game_slug&lobby_url and GET hp/units/games/fafi?token (the Fafi provider's game):
 * the game's launch address, absolute, with the player's game session in it. An optional bearer must be the unit's
 * player. Errors: unknown token 401 auth:unauthenticated; an anonymous or another player's unit 403
 * units_ctx:units:not_owned; unknown game 404 units_ctx:games:not_found; game block 403 units_ctx:units:game_block;
 * a `lobby_url` not on the site's origin (nor one of CORS_ORIGINS) 422 fin_ctx:payments:return_url_not_allowed;
 * a server without a game server to launch on (the sandbox off, no aggregator configured) 422
 * units_ctx:games:launch_unavailable.
 * In the sandbox the address is `<origin>/sandbox/games/<slug>/play?session=<player token>&lobby=<lobby_url>`.
 */
export interface GameLaunchRequest {
  token: string;
  game_slug: string;
  lobby_url?: string;
}
export interface GameLaunchAnswer {
  url: string;
}

/**
 * A game session (the player token a launch address carries) lasts this long: SPEC §9's 30-minute session
 * constant. The player token players/token/create answers without a game lasts PLAYER_TOKEN_TTL_MS (sites.ts).
 */
export const GAME_SESSION_TTL_MS = 30 * 60_000;

/**
 * Which of the unit's balances a bet draws, in this order, until the bet is covered: deposit money first, then cash
 * (winnings), as withdrawals do, then bonus money (bonus_balance) last. Campaign and happy-hour bonus balances are
 * not drawn by bets. A win always goes to cash (fin_account.balance). A bet drawn from several balances is one
 * ledger transfer per balance; a rollback gives each part back to the balance it came from.
 */
export const BET_DRAW_ORDER = ['deposit', 'cash', 'bonus'] as const;

/**
 * Every wallet call is signed like the payment callback: header `x-signature: sha256=<hex HMAC-SHA256 of the raw
 * body, keyed with PAYMENTS_WEBHOOK_SECRET>`; a missing or wrong one is 401 callbacks:invalid_signature and changes
 * nothing. `player_token` comes from the launch address's `session` (or players/token/create). A token bound to one
 * game (every launch's) is refused for another game: 403 wallet:wrong_game. An expired token is 401
 * auth:token_expired for balance and bet; a win or rollback of a bet already taken is accepted with it (the round
 * was paid for while it was live).
 */
export interface WalletBalanceRequest {
  player_token: string;
  game_slug: string;
}

/**
 * `transaction_id` (1–100 characters, the aggregator's) moves money at most once: the same call again answers the
 * first answer; the same id with other details is 409 ledger:idempotency_conflict. `round_id` (1–100 characters)
 * groups a round's bets and wins. `amount` is a positive safe integer of minor units; anything else is 422.
 * Bet errors: game block 403 units_ctx:units:game_block; not enough to draw (BET_DRAW_ORDER) 422
 * fin_ctx:fin_ops:no_funds; a transaction already rolled back 409 wallet:transaction_rolled_back.
 * Win errors: no bet of this unit in this game's round (or every bet of it rolled back) 422 wallet:bet_not_found.
 */
export interface WalletTransactionRequest {
  player_token: string;
  transaction_id: string;
  round_id: string;
  game_slug: string;
  amount: number;
}
export type WalletBetRequest = WalletTransactionRequest;
export type WalletWinRequest = WalletTransactionRequest;

/**
 * Rolls back the bet whose `transaction_id` this is, giving its money back to the balances it came from; `amount`,
 * when sent, must be the bet's. A rollback of a bet not (yet) received is recorded, and that bet is refused when it
 * arrives (409 wallet:transaction_rolled_back). Rolling back again answers the first answer. Only bets roll back: a
 * win's id is 422 wallet:not_a_bet.
 */
export interface WalletRollbackRequest {
  player_token: string;
  transaction_id: string;
  round_id: string;
  game_slug: string;
  amount?: number;
}

/**
 * Every wallet answer. `balance` is what a bet can draw now (the BET_DRAW_ORDER balances added up), `fin_account`
 * the unit's balances as the site shows them. Transactions also answer their `transaction_id`.
 */
export interface WalletAnswer {
  balance: number;
  currency: string;
  fin_account: FinAccount;
  transaction_id?: string;
}
