-- Responsible gambling (contract/rg.ts), per player. Every money call of a player locks their rg_players row
-- (after the unit's) and checks it and their movements in the same transaction that moves the money.
CREATE TABLE rg_players (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  session_limit_minutes integer CHECK (session_limit_minutes > 0),
  reality_check_minutes integer NOT NULL DEFAULT 60 CHECK (reality_check_minutes > 0),
  -- A looser session setting waits out its cooling-off and then applies by itself.
  pending_session jsonb,
  pending_session_at timestamptz,
  restriction text CHECK (restriction IN ('time_out', 'self_exclusion')),
  restricted_until timestamptz,
  CONSTRAINT rg_players_restriction CHECK ((restriction IS NULL) = (restricted_until IS NULL)),
  -- The play session: started by a bet, ended by RG_SESSION_IDLE_MS without one.
  session_started_at timestamptz,
  session_last_bet_at timestamptz,
  session_wagered bigint NOT NULL DEFAULT 0,
  session_won bigint NOT NULL DEFAULT 0,
  reality_check_due_at timestamptz
);

-- A limit in force (amount) and a looser one waiting for its confirmation (pending; pending_amount null: removal).
CREATE TABLE rg_limits (
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount bigint CHECK (amount > 0),
  pending boolean NOT NULL DEFAULT false,
  pending_amount bigint CHECK (pending_amount > 0),
  pending_at timestamptz,
  PRIMARY KEY (user_id, kind, period),
  CONSTRAINT rg_limits_pending CHECK (pending = (pending_at IS NOT NULL))
);

-- What the rolling periods add up: each deposit, bet (wager), win and rollback (a negative wager) of the player, at
-- the server's clock. recorded_at is the database's own clock when the row was written under the player's lock.
CREATE TABLE rg_movements (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'wager', 'win')),
  amount bigint NOT NULL,
  at timestamptz NOT NULL,
  source text NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX rg_movements_user_at ON rg_movements (user_id, at);

-- Every time-out and self-exclusion taken: the history the operator keeps.
CREATE TABLE rg_restrictions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('time_out', 'self_exclusion')),
  period text NOT NULL,
  starts_at timestamptz NOT NULL,
  until timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX rg_restrictions_user ON rg_restrictions (user_id, starts_at);

-- A provider's callback for a deposit the player's limits or restriction refuse is refunded, never credited.
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('pending', 'paid', 'canceled', 'failed', 'expired', 'refunded'));
ALTER TABLE payments ADD COLUMN refund_reason text;
ALTER TABLE payments ADD COLUMN refunded_at timestamptz;
