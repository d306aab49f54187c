/**
 * Play money (ours; issue 39, ARCHITECTURE "Contract decisions for responsible gambling"): on a site whose unit config
 * has `real_money_enabled` false (India's, under the Promotion and Regulation of Online Gaming Act, 2025), games play
 * for fun on a play balance kept outside the ledger, one per unit. It can be neither bought nor withdrawn: no call
 * puts money into it or takes money out of it, and no call turns it into money. Amounts are minor units, counted in
 * the site's currency only so that games show them as they show money.
 *
 * How the site tells it apart:
 * - the unit (every answer of one, and the `unit` join) carries `play_balance`: the play balance on such a site,
 *   null where the site takes real money. `fin_account` stays the unit's real money (what a player held before the
 *   operator turned real money off, still withdrawable), unchanged by play;
 * - `unit_updated` `balance_updated` after a play bet, win or rollback carries the unit's `fin_account` as always and
 *   `play_balance` beside it (a push from a real transfer carries `fin_account` only: keep the play balance you have);
 * - the wallet's answers (contract/games.ts) carry `play_money: true` and the play balance as `balance` (`bonus` 0),
 *   so a game server shows play money as such.
 *
 * The wallet's bet, win and rollback move the play balance exactly as they move money on other sites: once per
 * transaction id (the same id again answers the first answer), a bet above the play balance is 422
 * fin_ctx:fin_ops:no_funds and moves nothing, never below zero, and nothing else counts a play bet: no campaign or
 * happy-hour wagering, no jackpot contribution, no ledger transfer, no statement line, no limit or activity figure.
 * Whether a win or rollback is play money follows its round's first bet, not the switch at the time it arrives.
 *
 * Responsible gambling on play (decision): a time-out or self-exclusion refuses play bets as it refuses real ones, and
 * the session limit and reality checks count play time as play, because they protect the player's time and a
 * self-excluded player's distance from casino games, which free play erodes as well. Deposit, loss and wager limits,
 * the activity figures and the session's money figures (wagered, won, net position) count real money only: play moves
 * none, and the activity must equal the statement's sums.
 */

/** What a unit's play balance starts at, and what a refill tops it back up to: 10,000.00. */
export const PLAY_BALANCE_START = 1_000_000;
/** A refill is given only below this: 1,000.00. Above it the player still has plenty to play with. */
export const PLAY_BALANCE_REFILL_BELOW = 100_000;

/**
 * POST /v1/hp/units/play_balance/refill `{"token"}` (the unit token; a bearer, when sent, must be the unit's player):
 * tops the unit's play balance back up to PLAY_BALANCE_START and answers `{"play_balance"}` (and pushes
 * `balance_updated`). Errors: unknown token 401 auth:unauthenticated; another player's unit 403
 * units_ctx:units:not_owned; a site with real money 422 units_ctx:play:not_offered; a play balance at or above
 * PLAY_BALANCE_REFILL_BELOW 422 units_ctx:play:refill_not_needed (nothing changes). Two refills at once give one.
 */
export interface PlayBalanceRefillRequest {
  token: string;
}
export interface PlayBalanceRefillAnswer {
  play_balance: number;
}
