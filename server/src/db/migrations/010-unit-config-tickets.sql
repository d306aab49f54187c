-- Unit config and tickets (issue 15).
-- A site inserted without a unit_config gets DEFAULT_UNIT_CONFIG of contract/unit-config.ts (a test keeps the two
-- equal): every fee and limit 0, every method off.
ALTER TABLE sites ALTER COLUMN unit_config SET DEFAULT '{"funds_mode":"gs_ticket","fingerprinting_enabled":false,"bank_withdrawal_fee_period":"month","free_bank_withdrawal_count":0,"im_withdrawal_enabled":false,"im_withdrawal_fee":0,"im_withdrawal_min_amount":0,"eft_withdrawal_enabled":false,"eft_withdrawal_fee":0,"eft_withdrawal_min_amount":0,"ticket_cashout_enabled":false,"second_level_verification_threshold":0,"third_level_verification_threshold":0,"monthly_second_level_verification_threshold":0,"monthly_third_level_verification_threshold":0,"upi_withdrawal":{"enabled":false,"fee":0,"fee_period":"month","free_withdrawal_count":0,"max_amount":0,"min_amount":0},"upi_intent_deposit":{"enabled":false,"max_amount":0,"min_amount":0},"upi_qr_deposit":{"enabled":false,"max_amount":0,"min_amount":0}}'::jsonb;

-- A ticket holds a unit's whole withdrawable balance (moved to ticket_clearing) until a unit of the same currency
-- cashes it in by its code; a player's ticket loads only into that player's units, an anonymous unit's anywhere.
CREATE TABLE tickets (
  id bigserial PRIMARY KEY,
  code text NOT NULL CHECK (code ~ '^[0-9]{12}$'),
  site_id integer NOT NULL REFERENCES sites (id),
  currency text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'used')),
  created_by_unit_id bigint NOT NULL REFERENCES units (id),
  owner_user_id bigint REFERENCES users (id),
  used_by_unit_id bigint REFERENCES units (id),
  fp_request_id text,
  created_at timestamptz NOT NULL,
  used_at timestamptz,
  CONSTRAINT tickets_code_unique UNIQUE (code),
  CONSTRAINT tickets_used CHECK ((status = 'used') = (used_by_unit_id IS NOT NULL AND used_at IS NOT NULL))
);
CREATE INDEX tickets_created_by ON tickets (created_by_unit_id);
