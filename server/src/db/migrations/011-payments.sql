-- Redirect payments (card, instant EFT, phone redemption, UPI QR and intent): the player pays at the provider's
-- page; the provider's signed callback settles the payment, and a paid one credits the unit's deposit balance
-- from payment_clearing once (ledger key payment:<id>). The id is random and opaque: it travels in the page's
-- address and, for UPI, as the transaction reference `tr` (at most 35 characters there).
CREATE TABLE payments (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  unit_id bigint NOT NULL REFERENCES units (id),
  method text NOT NULL CHECK (method IN ('instant_eft', 'card', 'phone', 'upi_qr', 'upi_intent')),
  -- null until the provider's page sets it (card, EFT and phone without an amount fixed at start)
  amount bigint CHECK (amount > 0),
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'canceled', 'failed')),
  phone text,
  success_url text,
  cancel_url text,
  error_url text,
  fp_request_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  paid_at timestamptz,
  CONSTRAINT payments_paid_amount CHECK (status <> 'paid' OR (amount IS NOT NULL AND paid_at IS NOT NULL))
);

CREATE INDEX payments_unit ON payments (unit_id, created_at);
