/**
 * The operator back office's API under /v1/backoffice (ARCHITECTURE "Contract decisions for the operator back
 * office"): staff, their roles and sites, sign-in with password and TOTP, the audit trail and the player pages.
 * Lists follow react-admin's simple REST conventions: `?filter={…}&range=[0,24]&sort=["id","DESC"]`, a JSON array
 * answer and a `Content-Range: <resource> <first>-<last>/<total>` header.
 */

import type { FinAccount } from './entities';
import type { RgOperatorExclusionPeriod, RgRestrictionKind, RgState } from './rg';

export const BACKOFFICE_PREFIX = '/v1/backoffice';

export const STAFF_ROLES = ['owner', 'finance', 'compliance', 'support', 'marketing'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** SPEC §9's idle timeout: a session unused this long is over. */
export const BACKOFFICE_IDLE_MS = 1_800_000;

/** A session token's (and cookie's) longest life, however busy; idle sessions end sooner, on the server. */
export const SESSION_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** The session cookie: httpOnly, SameSite=Strict, Path=/, Secure over TLS. */
export const BACKOFFICE_COOKIE = 'bo_session';

/**
 * CSRF: a change (POST, PUT, PATCH, DELETE) authenticated by the cookie must also carry this header (any value).
 * A page on another site cannot add a custom header to a request without a CORS preflight, which the back office
 * never grants; calls with `Authorization: Bearer` carry no ambient credential and need no header.
 */
export const BACKOFFICE_CSRF_HEADER = 'x-backoffice-request';

/** TOTP as RFC 6238 with authenticator apps' defaults; the step before and after are accepted for clock drift. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
export const TOTP_ISSUER = 'Casino back office';

export const BackofficePaths = {
  session: `${BACKOFFICE_PREFIX}/session`,
  enrolment: `${BACKOFFICE_PREFIX}/enrolment`,
  enrolmentConfirm: `${BACKOFFICE_PREFIX}/enrolment/confirm`,
  audit: `${BACKOFFICE_PREFIX}/audit`,
  staff: `${BACKOFFICE_PREFIX}/staff`,
  players: `${BACKOFFICE_PREFIX}/players`,
  adjustments: `${BACKOFFICE_PREFIX}/adjustments`,
  /** contract/reports.ts */
  reportsSummary: `${BACKOFFICE_PREFIX}/reports/summary`,
  reportsDaily: `${BACKOFFICE_PREFIX}/reports/daily`,
  sandboxStaff: '/sandbox/backoffice/staff',
  /** ChatConsoleAnswer (support, owner). */
  chat: `${BACKOFFICE_PREFIX}/chat`,
  /** Sandbox only: a chat agent session for the back-office session (cookie + CSRF header, or Bearer). */
  sandboxChatAgentSignIn: '/chat/api/agent/backoffice_sign_in',
} as const;

/**
 * Where support staff answer the players' chat: the sandbox's agent console (signed in with the back-office session,
 * the staff member's email as the agent's name), the provider's console (CHAT_AGENT_CONSOLE_URL), or null for none.
 */
export interface ChatConsoleAnswer {
  agent_console_url: string | null;
}

export interface Staff {
  id: number;
  email: string;
  role: StaffRole;
  site_ids: number[];
}

export interface SessionRequest {
  email: string;
  password: string;
  totp: string;
}

/** The token is the cookie's value too; a script (tests, tools) sends it as `Authorization: Bearer <token>`. */
export interface SessionAnswer {
  staff: Staff;
  token: string;
}

/**
 * First sign-in. Staff made by the CLI (or reset) hold a one-time password and must enrol: `POST enrolment`
 * `{email, password}` answers the TOTP secret as an otpauth:// URI and a QR code (a PNG data URL) to scan;
 * `POST enrolment/confirm` `{email, password, totp, new_password}` proves the app holds it, replaces the one-time
 * password and answers a session like sign-in. Until then `POST session` answers 403 backoffice:enrolment_required.
 */
export interface EnrolmentRequest {
  email: string;
  password: string;
}

export interface EnrolmentAnswer {
  otpauth_uri: string;
  qr_data_url: string;
}

export interface EnrolmentConfirmRequest extends SessionRequest {
  new_password: string;
}

export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;

/** Sandbox only: a ready, enrolled staff member for tests and the demo. */
export interface SandboxStaffRequest {
  email: string;
  role: StaffRole;
  site_ids: number[];
}

export interface SandboxStaffAnswer {
  password: string;
  /** Base32, as authenticator apps take it. */
  totp_secret: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  /** Null for changes made with the CLI. */
  staff_id: number | null;
  action: string;
  /** What changed, e.g. `player:12`, `adjustment:3`, `staff:2`. */
  target: string;
  reason: string | null;
  before: unknown;
  after: unknown;
}

export const PLAYER_BLOCKS = ['login', 'deposit', 'withdrawal', 'game'] as const;
export type PlayerBlockKind = (typeof PLAYER_BLOCKS)[number];

export interface PlayerRow {
  id: number;
  site_id: number;
  phone: string;
  first_name: string;
  last_name: string;
  verification_level: string;
  created_at: string;
  last_login_at: string | null;
}

export interface PlayerDetail extends PlayerRow {
  units: Array<{ id: number; fin_account: FinAccount }>;
  /** The blocks that are on. */
  blocks: PlayerBlockKind[];
}

export interface BlockRequest {
  block: PlayerBlockKind;
  on: boolean;
  reason: string;
}

/** One restriction the player took or staff added (a time-out, a self-exclusion, an operator exclusion). */
export interface PlayerRestriction {
  kind: RgRestrictionKind;
  period: string;
  starts_at: string;
  until: string;
  /** An operator exclusion's: who added it and why; null for the player's own */
  staff_id: number | null;
  reason: string | null;
}

/**
 * Ours: `GET players/<id>/rg` (players' area), and the answer of `POST players/<id>/rg/exclusions` (responsible
 * gambling's area): the player's state as they see it (contract/rg.ts) and every restriction, newest first.
 */
export interface PlayerRgAnswer {
  rg: RgState;
  restrictions: PlayerRestriction[];
}

/** Ours: `POST players/<id>/rg/exclusions`: an operator exclusion, which the player cannot lift. */
export interface OperatorExclusionRequest {
  period: RgOperatorExclusionPeriod;
  reason: string;
}

/** A ledger row of the player's, named as the statement names it (contract/api.ts StatementTransaction). */
export interface PlayerTransaction {
  id: number;
  unit_id: number;
  kind: string;
  type: string;
  amount: number;
  currency: string;
  status: string;
  description: string;
  created_at: string;
}

export interface PlayerRound {
  id: number;
  unit_id: number;
  game_slug: string;
  round_id: string;
  bet: number;
  win: number;
  created_at: string;
}

export interface PlayerBonus {
  /** `campaign:<state id>` or `happy_hour:<state id>`. */
  id: string;
  kind: 'campaign' | 'happy_hour';
  unit_id: number;
  status: string;
  amount: number;
  created_at: string;
}

export interface PlayerNote {
  id: number;
  player_id: number;
  staff_id: number;
  text: string;
  created_at: string;
}

export const ADJUSTMENT_STATUSES = ['applied', 'awaiting_approval', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export interface AdjustmentRequest {
  /** Signed minor units: positive credits the player's cash, negative debits their withdrawable money. */
  amount: number;
  reason: string;
}

export interface Adjustment {
  id: number;
  player_id: number;
  site_id: number;
  unit_id: number;
  amount: number;
  reason: string;
  status: AdjustmentStatus;
  created_by: number;
  decided_by: number | null;
  created_at: string;
  decided_at: string | null;
}

export interface AdjustmentAnswer {
  adjustment: Adjustment;
}
