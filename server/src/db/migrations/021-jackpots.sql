-- Jackpots (issue 17): grand, major and minor per site. A jackpot's pot lives in the ledger: a jackpot_pool system
-- account per currency holds every pot of that currency; seeds come from bonus_expense, each contribution of a bet
-- from game_house, and a win pays the pot to the winner's cash. A pot is what its cycle's seed and contributions put
-- into the pool (ledger transfers of kinds jackpot_seed and jackpot_contribution naming jackpot and cycle), so bets never queue on one
-- pot row: a contribution holds the jackpot row FOR SHARE, a win FOR UPDATE, and the win starts the next cycle.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
  'cash', 'deposit', 'bonus', 'campaign_bonus', 'hh_bonus',
  'voucher_clearing', 'bank_clearing', 'game_house', 'fees', 'bonus_expense',
  'payout_clearing', 'ticket_clearing', 'payment_clearing', 'jackpot_pool'));
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_owner CHECK (
  (unit_id IS NULL) = (kind IN ('voucher_clearing', 'bank_clearing', 'game_house', 'fees', 'bonus_expense',
    'payout_clearing', 'ticket_clearing', 'payment_clearing', 'jackpot_pool')));

INSERT INTO ledger_accounts (kind, currency)
SELECT 'jackpot_pool', currency FROM unnest(ARRAY['ZAR', 'INR']) AS c (currency)
ON CONFLICT (kind, currency) WHERE unit_id IS NULL DO NOTHING;

CREATE TABLE jackpots (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id),
  slug text NOT NULL,
  -- Minor units put in the pot at the start of every cycle.
  seed_amount bigint NOT NULL CHECK (seed_amount > 0),
  -- Of every bet on a jackpot game, this many hundredths of a percent go to the pot (50 = 0.5 %).
  contribution_bp integer NOT NULL CHECK (contribution_bp > 0 AND contribution_bp <= 1000),
  -- Each contributing bet wins the pot with this chance, in millionths.
  win_chance_ppm integer NOT NULL CHECK (win_chance_ppm >= 0 AND win_chance_ppm <= 1000000),
  active boolean NOT NULL DEFAULT true,
  -- The pot being filled; a win pays it and starts the next.
  cycle integer NOT NULL DEFAULT 0,
  -- Sandbox: the next contributing bet wins (POST /sandbox/jackpots/<slug>/trigger).
  trigger_next boolean NOT NULL DEFAULT false,
  UNIQUE (site_id, slug)
);

CREATE TABLE jackpot_wins (
  id bigserial PRIMARY KEY,
  jackpot_id bigint NOT NULL REFERENCES jackpots (id),
  cycle integer NOT NULL,
  unit_id bigint NOT NULL,
  game_slug text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  winner_name text NOT NULL,
  won_at timestamptz NOT NULL,
  -- A cycle's pot is paid once.
  UNIQUE (jackpot_id, cycle)
);

CREATE INDEX jackpot_wins_recent ON jackpot_wins (won_at DESC);

-- The pot of a cycle is summed from its seed and contributions.
CREATE INDEX ledger_transfers_jackpot_pots ON ledger_transfers
  (((metadata->>'jackpot_id')::bigint), ((metadata->>'cycle')::integer))
  WHERE kind IN ('jackpot_seed', 'jackpot_contribution');
