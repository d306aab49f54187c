/**
 * What each role may open, as ARCHITECTURE's back-office contract gives it. Only the menus and buttons read this: the
 * server decides what is allowed (403 backoffice:forbidden), so a mistake here hides or shows a link, nothing more.
 */

export const ROLES = ['owner', 'finance', 'compliance', 'support', 'marketing'] as const;
export type Role = (typeof ROLES)[number];

export interface StaffMember {
  id: number;
  email: string;
  role: Role;
  site_ids: number[];
}

/** Areas of the console; owner has every one. */
const ACCESS = {
  players: ['finance', 'compliance', 'support'],
  notes: ['finance', 'compliance', 'support'],
  blocks: ['compliance', 'support'],
  /** Responsible-gambling actions (an operator exclusion). */
  rg: ['compliance'],
  adjustments: ['finance'],
  withdrawals: ['finance'],
  verifications: ['compliance'],
  happy_hours: ['marketing'],
  bonus_campaigns: ['marketing'],
  jackpots: ['marketing'],
  games: ['marketing'],
  reports: ['finance', 'marketing'],
  audit: ['compliance'],
  /** The chat agent console, when the server names one (GET chat). */
  chat: ['support'],
  site_config: [],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof ACCESS;

export function can(role: Role | undefined, area: Area): boolean {
  if (role === undefined) return false;
  return role === 'owner' || (ACCESS[area] as readonly Role[]).includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The console's first path segment for each area's screens (`/withdrawals/…`). */
export const AREA_PATHS: Readonly<Record<string, Area>> = {
  players: 'players',
  withdrawals: 'withdrawals',
  verifications: 'verifications',
  adjustments: 'adjustments',
  happy_hours: 'happy_hours',
  bonus_campaigns: 'bonus_campaigns',
  jackpots: 'jackpots',
  games: 'games',
  audit: 'audit',
  reports: 'reports',
  'site-config': 'site_config',
};
