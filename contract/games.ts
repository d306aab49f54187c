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
 * In the sandbox the address is `<origin>/sandbox/games/<slug>/play?session=<player token>&lobby=<lobby_url>&lang=<lang>`.
 * Ours, optional: `lang` (1–16 characters), the site page's language (en, zu, hi), which the game's words are in; the
 * sandbox's pages have en, zu and hi and play any other in English.
 */
export interface GameLaunchRequest {
  token: string;
  game_slug: string;
  lobby_url?: string;
  lang?: string;
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
 * A rollback undoes everything its bet counted, once: its money, the round's bet, its campaign-bonus and happy-hour
 * wagering, and its jackpot contributions (those of a pot not won since). It is refused, 422 wallet:bet_settled,
 * changing nothing, once the bet has paid out: a win in its round, a jackpot it won, or a bonus its wagering
 * completed. We refuse rather than undo the round because a paid win may already be spent or withdrawn, so undoing
 * it could not keep the player's balance whole; an aggregator's rollback is for a bet whose round never finished,
 * and a settled round goes to the operator's manual adjustment instead.
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
  /**
   * Bonus money beside `balance` that bets do not draw (the campaign and happy-hour bonus, waiting to be wagered
   * through). A game shows the player's total, balance + bonus, as the site does (SPEC §4), and the two as
   * separate lines when bonus is not 0, so that no screen shows a balance another one does not.
   */
  bonus: number;
  currency: string;
  fin_account: FinAccount;
  transaction_id?: string;
  /**
   * Ours: true on a site without real money, where `balance` is the unit's play balance (contract/play-money.ts),
   * `bonus` 0 and `fin_account` the real money play does not touch; absent elsewhere.
   */
  play_money?: boolean;
}

/** Most rounds a my-bets page holds (as the statement's); the default page is the statement's too. */
export const ROUNDS_PAGE_SIZE_MAX = 50;
export const ROUNDS_PAGE_SIZE_DEFAULT = 10;

/**
 * GET hp/units/rounds?token&page_size&cursor: the unit's rounds (my bets), newest first. An optional bearer must be
 * the unit's player. `cursor` is the last page's, as given. Errors: unknown token 401 auth:unauthenticated; a bearer
 * of another player 403 units_ctx:units:not_owned; a bad page_size or cursor 422 naming the field.
 */
export interface UnitRoundsRequest {
  token: string;
  page_size?: number;
  cursor?: string;
}

/**
 * `won`: the round paid something; `lost`: it took a bet and paid nothing (yet); `refunded`: every bet of it was
 * rolled back and nothing paid.
 */
export type RoundStatus = 'won' | 'lost' | 'refunded';

/**
 * One of the unit's rounds: what it bet (bets rolled back taken off) and won, in minor units of `currency`.
 * `created_at` (the round's first bet) is ISO 8601, UTC, milliseconds. `game_name` is the catalogue's, kept for a
 * game the content has since dropped. `play` (ours): the round was played on the play balance of a site with real money
 * off (contract/play-money.ts), so its bet and win are play money, not money; a round follows its first bet.
 */
export interface GameRound {
  id: number;
  game_slug: string;
  game_name: string;
  bet: number;
  win: number;
  currency: string;
  created_at: string;
  status: RoundStatus;
  play: boolean;
}

/** Newest first. `cursor` fetches the next (older) page; null when this page is the last. */
export interface UnitRoundsAnswer {
  rounds: GameRound[];
  cursor: string | null;
}

/** Most games recent_games and most_popular answer. */
export const GAME_STATS_LIMIT = 12;

/**
 * GET hp/units/recent_games?token: the games the unit played, each once, the last played first, at most
 * GAME_STATS_LIMIT; `played_at` is its last round's time. Errors as hp/units/rounds.
 */
export interface RecentGame {
  slug: string;
  name: string;
  provider: string;
  played_at: string;
}
export interface RecentGamesAnswer {
  games: RecentGame[];
}

/** The most played games are counted over this many days back from now. */
export const MOST_POPULAR_DAYS = 30;

/**
 * GET games/most_popular?site_id: the site's games by rounds played in the last MOST_POPULAR_DAYS, most first (ties
 * by name), at most GAME_STATS_LIMIT, games the content has dropped left out. No token: the answer is the same for
 * every visitor and may be up to a minute old (Cache-Control: public, max-age=60). An unknown site is 404
 * sites:not_found.
 */
export interface PopularGame {
  slug: string;
  name: string;
  provider: string;
  rounds: number;
}
export interface MostPopularGamesAnswer {
  games: PopularGame[];
}

/**
 * GET games?site_id: the catalogue's games the site offers (the operator turns a game off per site in the back
 * office), by name. Launching a game turned off for the unit's site is 404 units_ctx:games:not_found, and it leaves
 * the site's most_popular list. An unknown site is 404 units_ctx:sites:not_found.
 */
export interface SiteGame {
  slug: string;
  name: string;
  provider: string;
  categories: string[];
}
export interface SiteGamesAnswer {
  games: SiteGame[];
}
