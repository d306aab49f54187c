-- Vouchers (acoin): a 16-digit code worth an amount on one site; loading draws `remaining` down to zero.
CREATE TABLE vouchers (
  code text PRIMARY KEY CHECK (code ~ '^[0-9]{16}$'),
  site_id integer NOT NULL REFERENCES sites (id),
  amount bigint NOT NULL CHECK (amount > 0),
  remaining bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT vouchers_remaining_range CHECK (remaining >= 0 AND remaining <= amount)
);

-- A loading started by a unit: pending until completed (money moved), canceled, or past expires_at.
-- Its token is opaque; only the sha256 (hex) is kept.
CREATE TABLE acoin_batches (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL,
  unit_id bigint NOT NULL REFERENCES units (id),
  voucher_code text NOT NULL REFERENCES vouchers (code),
  total_amount bigint NOT NULL CHECK (total_amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'canceled', 'completed')),
  amount bigint CHECK (amount > 0),
  fp_request_id text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  canceled_at timestamptz,
  CONSTRAINT acoin_batches_token_unique UNIQUE (token_hash),
  CONSTRAINT acoin_batches_amount_range CHECK (amount IS NULL OR amount <= total_amount),
  CONSTRAINT acoin_batches_completed_amount CHECK ((status = 'completed') = (amount IS NOT NULL))
);

CREATE INDEX acoin_batches_unit ON acoin_batches (unit_id, id);
CREATE INDEX acoin_batches_voucher ON acoin_batches (voucher_code);
