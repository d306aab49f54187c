-- Bonus campaigns (issue 17, contract/campaigns.ts): campaigns per site and each unit's state in one. The bonus
-- itself lives in the ledger, in the unit's campaign_bonus account: credited from bonus_expense, released to cash
-- when wagered through, forfeited back to bonus_expense when it expires.
CREATE TABLE bonus_campaigns (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id),
  type text NOT NULL CHECK (type IN ('deposit_bonus', 'free_money')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  bonus_percentage integer CHECK (bonus_percentage > 0 AND bonus_percentage <= 1000),
  max_bonus bigint CHECK (max_bonus > 0),
  min_deposit bigint CHECK (min_deposit > 0),
  amount bigint CHECK (amount > 0),
  wager_multiple integer NOT NULL CHECK (wager_multiple >= 0 AND wager_multiple <= 1000),
  expiry_days integer NOT NULL CHECK (expiry_days > 0 AND expiry_days <= 365),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT bonus_campaigns_terms CHECK (
    (type = 'deposit_bonus' AND bonus_percentage IS NOT NULL AND max_bonus IS NOT NULL AND min_deposit IS NOT NULL)
    OR (type = 'free_money' AND amount IS NOT NULL)),
  UNIQUE (site_id, title)
);

CREATE TABLE bonus_states (
  id bigserial PRIMARY KEY,
  campaign_id bigint NOT NULL REFERENCES bonus_campaigns (id),
  unit_id bigint NOT NULL REFERENCES units (id),
  status text NOT NULL CHECK (status IN ('awaiting_deposit', 'active', 'completed', 'expired')),
  -- A deposit qualifies when its ledger transfer comes after this one (the unit's last deposit at accept).
  deposit_after_id bigint NOT NULL DEFAULT 0,
  start_amount bigint NOT NULL DEFAULT 0 CHECK (start_amount >= 0),
  wagered bigint NOT NULL DEFAULT 0 CHECK (wagered >= 0),
  wager_requirement bigint NOT NULL DEFAULT 0 CHECK (wager_requirement >= 0),
  won_amount bigint,
  accepted_at timestamptz NOT NULL,
  activated_at timestamptz,
  expires_at timestamptz NOT NULL,
  finished_at timestamptz,
  -- Each campaign once per unit.
  UNIQUE (campaign_id, unit_id)
);

-- One open campaign bonus per unit at a time; also how a bet finds it.
CREATE UNIQUE INDEX bonus_states_one_open ON bonus_states (unit_id) WHERE status IN ('awaiting_deposit', 'active');
-- The sweep's due states.
CREATE INDEX bonus_states_due ON bonus_states (expires_at) WHERE status IN ('awaiting_deposit', 'active');
