-- A player's tickets of the month count as withdrawals for the verification thresholds (contract/withdrawals.ts):
-- every withdrawal and ticket cash-out reads them by owner and date.
CREATE INDEX tickets_owner_created ON tickets (owner_user_id, created_at) WHERE owner_user_id IS NOT NULL;
