/**
 * The operators' reports (back office `GET /v1/backoffice/reports/summary` and `…/daily`), read from the ledger.
 * Every figure is in minor units of the site's currency, over calendar days of the site's time zone
 * (`COUNTRY_TIME_ZONES` in money.ts), `from` and `to` both included.
 *
 * - `deposits`: money in (vouchers, card, instant EFT, phone redemptions, UPI). A ticket cashed in, or an anonymous
 *   unit's money moved into its player's own unit, is money that never left, so neither counts.
 * - `withdrawals`: what players withdrew, less what came back to them (rejected or failed withdrawals); fees apart.
 * - `bets`: stakes, less bets rolled back. `wins`: round wins paid. Jackpot wins are in neither.
 * - `ggr` = bets − wins − jackpot wins; `bonus_cost`: bonus money granted (campaign and happy-hour bonuses) less
 *   bonuses forfeited; `ngr` = ggr − bonus_cost.
 * - `active_players`: distinct players (an anonymous unit counts as one) with a bet in the span;
 *   `new_players`: players who signed up in it.
 */

/** Dates are YYYY-MM-DD. */
export interface ReportRequest {
  site_id: number;
  from: string;
  to: string;
}

export interface ReportFigures {
  currency: string;
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  ggr: number;
  bonus_cost: number;
  ngr: number;
  active_players: number;
  new_players: number;
}

/** One row of `reports/daily`, react-admin's list shape: `id` is the day. */
export interface DailyReport extends ReportFigures {
  id: string;
  day: string;
}

/** The longest span one report covers. */
export const REPORT_MAX_DAYS = 366;
