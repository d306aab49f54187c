-- The double-entry ledger: every balance is a ledger account, every change of a balance is one transfer.
-- Player (unit) accounts never go below zero; system accounts are the counterparties and may.
CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN (
    'cash', 'deposit', 'bonus', 'campaign_bonus', 'hh_bonus',
    'voucher_clearing', 'bank_clearing', 'game_house', 'fees', 'bonus_expense')),
  unit_id bigint,
  currency text NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_player_non_negative CHECK (unit_id IS NULL OR balance >= 0),
  CONSTRAINT ledger_accounts_owner CHECK (
    (unit_id IS NULL) = (kind IN ('voucher_clearing', 'bank_clearing', 'game_house', 'fees', 'bonus_expense')))
);

CREATE UNIQUE INDEX ledger_accounts_unit_kind ON ledger_accounts (unit_id, kind) WHERE unit_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_system_kind ON ledger_accounts (kind, currency) WHERE unit_id IS NULL;

INSERT INTO ledger_accounts (kind, currency)
SELECT kind, currency
FROM unnest(ARRAY['voucher_clearing', 'bank_clearing', 'game_house', 'fees', 'bonus_expense']) AS k (kind)
CROSS JOIN unnest(ARRAY['ZAR', 'INR']) AS c (currency)
ORDER BY currency, kind;

-- Transfers are immutable: one row per idempotency key, debit and credit of the same amount.
CREATE TABLE ledger_transfers (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL,
  debit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount > 0),
  kind text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_transfers_idempotency_key_unique UNIQUE (idempotency_key),
  CONSTRAINT ledger_transfers_distinct_accounts CHECK (debit_account_id <> credit_account_id)
);

CREATE INDEX ledger_transfers_debit ON ledger_transfers (debit_account_id, id);
CREATE INDEX ledger_transfers_credit ON ledger_transfers (credit_account_id, id);

-- Transfers are never changed or removed. The function body stays on one line: migrate.ts splits at line-end semicolons.
CREATE FUNCTION ledger_transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'ledger transfers are immutable' USING ERRCODE = 'restrict_violation'; END $$;

CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_immutable();
