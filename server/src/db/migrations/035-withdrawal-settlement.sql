-- Withdrawals settled by hand in the back office (issue 38, the manual payout provider): who settled one, and the
-- bank's own payment reference finance typed when approving it. A withdrawal the bank's answer settled (a payout
-- provider, the sandbox) has neither.
ALTER TABLE withdrawals ADD COLUMN settled_by bigint REFERENCES staff (id);
ALTER TABLE withdrawals ADD COLUMN bank_reference text;

-- The queue finance works through: the pending ones, oldest first.
CREATE INDEX withdrawals_pending ON withdrawals (created_at, id) WHERE status = 'pending';
