-- Player pages of the back office: staff notes, and balance adjustments through the ledger under four eyes.
CREATE TABLE player_notes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  staff_id bigint NOT NULL REFERENCES staff (id),
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
  created_at timestamptz NOT NULL
);

CREATE INDEX player_notes_user ON player_notes (user_id, id DESC);

CREATE TABLE adjustments (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  site_id integer NOT NULL REFERENCES sites (id),
  unit_id bigint NOT NULL REFERENCES units (id),
  -- Signed minor units: positive into the player's cash, negative out of their withdrawable money.
  amount bigint NOT NULL CHECK (amount <> 0),
  reason text NOT NULL,
  status text NOT NULL CHECK (status IN ('applied', 'awaiting_approval', 'rejected')),
  created_by bigint NOT NULL REFERENCES staff (id),
  decided_by bigint REFERENCES staff (id),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  -- Four eyes: whoever approves is never whoever asked (who asked may withdraw the request: a rejection).
  CONSTRAINT adjustments_four_eyes CHECK (status <> 'applied' OR decided_by IS NULL OR decided_by <> created_by)
);

CREATE INDEX adjustments_awaiting ON adjustments (site_id, id) WHERE status = 'awaiting_approval';
CREATE INDEX adjustments_user ON adjustments (user_id, id DESC);

-- The counterparty of every adjustment: the operator's own money, one per currency.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
  'cash', 'deposit', 'bonus', 'campaign_bonus', 'hh_bonus',
  'voucher_clearing', 'bank_clearing', 'game_house', 'fees', 'bonus_expense',
  'payout_clearing', 'ticket_clearing', 'payment_clearing', 'jackpot_pool', 'operator_adjustments'));
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_owner CHECK (
  (unit_id IS NULL) = (kind IN ('voucher_clearing', 'bank_clearing', 'game_house', 'fees', 'bonus_expense',
    'payout_clearing', 'ticket_clearing', 'payment_clearing', 'jackpot_pool', 'operator_adjustments')));

INSERT INTO ledger_accounts (kind, currency)
SELECT 'operator_adjustments', currency FROM unnest(ARRAY['ZAR', 'INR']) AS c (currency)
ON CONFLICT (kind, currency) WHERE unit_id IS NULL DO NOTHING;
