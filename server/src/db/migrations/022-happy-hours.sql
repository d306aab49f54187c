-- Happy hours (issue 17, contract/happy-hours.ts). A site's happy-hour configs say when (a UTC cron schedule) and for
-- how long a window opens, and what a deposit in it earns. Each window the scheduler opens is one promotion state,
-- unique per (config, start), so that however many nodes run the scheduler a window opens once; it copies the
-- config's terms, so an operator's edit applies from the next window on. A player's first qualifying deposit in a
-- window opens their happy-hour bonus state; bets move its balance up to the bonus; the player acquires it once
-- complete, and the bonus is paid to cash from bonus_expense (ledger kind 'hh_bonus').
CREATE TABLE happy_hour_configs (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id),
  -- The operator's handle on it (npm run admin -- happy-hour <site> <name> …).
  name text NOT NULL,
  -- Five- or six-field cron expression, in UTC.
  schedule text NOT NULL,
  -- Seconds a window stays open.
  duration integer NOT NULL CHECK (duration > 0 AND duration <= 86400),
  min_deposit bigint NOT NULL CHECK (min_deposit >= 0),
  -- The bonus is this percentage of the qualifying deposit, at most max_bonus.
  bonus_percentage integer NOT NULL CHECK (bonus_percentage > 0 AND bonus_percentage <= 1000),
  max_bonus bigint NOT NULL CHECK (max_bonus > 0),
  active boolean NOT NULL DEFAULT true,
  UNIQUE (site_id, name)
);

CREATE TABLE promotion_states (
  id bigserial PRIMARY KEY,
  config_id bigint NOT NULL REFERENCES happy_hour_configs (id),
  site_id integer NOT NULL REFERENCES sites (id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  status text NOT NULL CHECK (status IN ('ongoing', 'finished')),
  -- The config's terms when the window opened.
  duration integer NOT NULL,
  min_deposit bigint NOT NULL,
  bonus_percentage integer NOT NULL,
  max_bonus bigint NOT NULL,
  closed_at timestamptz,
  -- A window opens once, whichever node gets there first.
  UNIQUE (config_id, starts_at)
);

CREATE INDEX promotion_states_ongoing ON promotion_states (site_id, starts_at DESC) WHERE status = 'ongoing';

CREATE TABLE hh_bonus_states (
  id bigserial PRIMARY KEY,
  promotion_state_id bigint NOT NULL REFERENCES promotion_states (id),
  unit_id bigint NOT NULL REFERENCES units (id),
  status text NOT NULL CHECK (status IN ('ongoing', 'complete', 'paid', 'expired')),
  deposit_amount bigint NOT NULL CHECK (deposit_amount > 0),
  bonus_amount bigint NOT NULL CHECK (bonus_amount > 0),
  -- Wagered towards the bonus, at most bonus_amount: complete when it gets there.
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0 AND balance <= bonus_amount),
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  completed_at timestamptz,
  paid_at timestamptz,
  UNIQUE (promotion_state_id, unit_id)
);

-- A unit wagers towards one happy-hour bonus at a time.
CREATE UNIQUE INDEX hh_bonus_states_one_ongoing ON hh_bonus_states (unit_id) WHERE status = 'ongoing';
CREATE INDEX hh_bonus_states_unit ON hh_bonus_states (unit_id, id DESC);
