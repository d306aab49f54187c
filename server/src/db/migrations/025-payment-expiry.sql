-- A redirect payment or UPI deposit the player never finished expires (PENDING_PAYMENT_TTL_MS after it started):
-- its page stops offering to pay and the site stops waiting for it. A provider's later `paid` still credits it
-- once, as after canceled or failed: the provider took the money.
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('pending', 'paid', 'canceled', 'failed', 'expired'));

-- The sweep finds the old pending payments without reading the settled ones.
CREATE INDEX payments_pending ON payments (created_at) WHERE status = 'pending';
