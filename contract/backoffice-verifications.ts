/**
 * The back office's verification desk (ARCHITECTURE "Contract decisions for the operator back office"): the in-house
 * KYC provider's review side, under /v1/backoffice, for owner and compliance.
 * - `GET verifications` (filter `status`, `player_id`, `site_id`; sort `submitted_at`, `created_at`, `level`,
 *   `status`; default oldest submitted first, those never submitted last): rows of VerificationQueueRow, with
 *   `Content-Range`. A pending verification past its expiry is listed (and filtered) as `expired`.
 * - `GET verifications/<id>`: VerificationDetail, the player's submitted details and the player.
 * - `GET verifications/<id>/document`: the uploaded file as its content type, `Cache-Control: no-store`,
 *   `Content-Disposition: inline; filename="verification-<id>.<ext>"`, `X-Content-Type-Options: nosniff`. Each read
 *   writes an audit row (`verification.document_read`). 404 users_ctx:kyc:document_not_found when none was uploaded.
 * - `POST verifications/<id>/approve` `{"reason"?}` (required for a `pending` one: how the operator verified the
 *   player without the form) and `POST verifications/<id>/reject` `{"reason"}` answer VerificationDetail. Approval
 *   raises the player's level and pushes `user_updated` to their sockets; a rejection's reason is shown to the player
 *   (contract/verification.ts Verification.rejection_reason). Deciding one already decided (or expired) is 409
 *   users_ctx:kyc:already_decided. Another site's verification is 404 users_ctx:kyc:verification_not_found.
 */

import type { PlayerRow } from './backoffice';
import type { KycDocumentType, TargetLevel, VerificationStatus } from './verification';

export const BackofficeVerificationPaths = {
  verifications: '/v1/backoffice/verifications',
  verification: (id: string) => `/v1/backoffice/verifications/${id}`,
  document: (id: string) => `/v1/backoffice/verifications/${id}/document`,
  approve: (id: string) => `/v1/backoffice/verifications/${id}/approve`,
  reject: (id: string) => `/v1/backoffice/verifications/${id}/reject`,
} as const;

export const VERIFICATION_STATUSES = ['pending', 'submitted', 'approved', 'rejected', 'expired'] as const;
export const VERIFICATION_SORTS = ['submitted_at', 'created_at', 'level', 'status'] as const;

export interface VerificationQueueRow {
  /** A UUID. */
  id: string;
  player_id: number;
  site_id: number;
  status: VerificationStatus;
  level: TargetLevel;
  /** The player's account name ("Thandi Mokoena"), which may differ from the name on the form. */
  player_name: string;
  player_phone: string;
  created_at: string;
  /** When the player sent the form; null while they have not. */
  submitted_at: string | null;
  /** When it was approved, rejected or expired; null before. */
  decided_at: string | null;
}

/** What the player entered on the form; null until they sent it. */
export interface VerificationSubmittedDetails {
  id_number: string;
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD */
  date_of_birth: string;
}

export interface VerificationDetail extends VerificationQueueRow {
  details: VerificationSubmittedDetails | null;
  document: { content_type: KycDocumentType; size: number } | null;
  /** The staff member who approved or rejected it; null for the provider's (sandbox) decisions. */
  decided_by: number | null;
  /** Why it was rejected, as the player is shown it, or the note of an approval. */
  reason: string | null;
  player: PlayerRow;
}

export interface VerificationDecisionRequest {
  reason?: string;
}
