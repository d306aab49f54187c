-- Withdrawals (issue 15): ATM (im), EFT and UPI payouts. Amount + fee leave the player at create (amount into
-- payout_clearing, fee into fees), pending until the bank pays (paid) or fails (failed: both returned).
-- *_from_deposit record how much of each came from the deposit balance (the rest from cash), so that a failure
-- returns every part to the account it left.
CREATE TABLE withdrawals (
  id bigserial PRIMARY KEY,
  unit_id bigint NOT NULL REFERENCES units (id),
  user_id bigint NOT NULL REFERENCES users (id),
  method text NOT NULL CHECK (method IN ('im', 'eft', 'upi')),
  amount bigint NOT NULL CHECK (amount > 0),
  fee bigint NOT NULL CHECK (fee >= 0),
  amount_from_deposit bigint NOT NULL,
  fee_from_deposit bigint NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
  reference text NOT NULL,
  details jsonb NOT NULL,
  fp_request_id text,
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  CONSTRAINT withdrawals_reference_unique UNIQUE (reference),
  CONSTRAINT withdrawals_deposit_parts CHECK (
    amount_from_deposit BETWEEN 0 AND amount AND fee_from_deposit BETWEEN 0 AND fee),
  CONSTRAINT withdrawals_settled CHECK ((status = 'pending') = (settled_at IS NULL))
);

-- Free counts and monthly thresholds count a player's withdrawals by time.
CREATE INDEX withdrawals_user_created ON withdrawals (user_id, created_at);
CREATE INDEX withdrawals_unit ON withdrawals (unit_id, id);
