/**
 * Who may do what in the back office (ARCHITECTURE "Contract decisions for the operator back office"). Every route
 * names one area; the guard (guard.ts) answers 403 backoffice:forbidden to a role without it. Sites are checked
 * by each resource's own query: another site's player or adjustment is not found (404).
 */

import type { StaffRole } from '../../../../contract/backoffice';

export const ACCESS = {
  /** Signed in at all: one's own session. */
  session: ['owner', 'finance', 'compliance', 'support', 'marketing'],
  staff: ['owner'],
  audit: ['owner', 'compliance'],
  /** Player pages: search, detail, transactions, rounds, bonuses, notes. */
  players: ['owner', 'finance', 'compliance', 'support'],
  notes: ['owner', 'finance', 'compliance', 'support'],
  blocks: ['owner', 'compliance', 'support'],
  /** Responsible-gambling actions: an operator exclusion. */
  rg: ['owner', 'compliance'],
  adjustments: ['owner', 'finance'],
  /** A site's figures from the ledger (GGR, NGR, deposits…). */
  reports: ['owner', 'finance', 'marketing'],
  /** The withdrawal queue: settle by hand (the manual payout provider), the bank's export. */
  withdrawals: ['owner', 'finance'],
  /** The in-house KYC provider's review: the queue, details and documents, approve and reject. */
  verifications: ['owner', 'compliance'],
  /** Happy hours, bonus campaigns and jackpots. */
  promotions: ['owner', 'marketing'],
  /** The catalogue's games, on or off per site. */
  games: ['owner', 'marketing'],
  /** A site's unit config (limits, fees, methods, the four-eyes threshold). */
  site_config: ['owner'],
  /** One's own sites by name, for every screen that names a site. */
  sites: ['owner', 'finance', 'compliance', 'support', 'marketing'],
  /** The chat agent console (sandbox: signed in with the back-office session; else the provider's link). */
  chat: ['owner', 'support'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Access = keyof typeof ACCESS;

export function allows(role: StaffRole, access: Access): boolean {
  return (ACCESS[access] as readonly StaffRole[]).includes(role);
}
