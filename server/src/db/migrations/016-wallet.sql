-- The seamless wallet (contract/games.ts): every bet and win a game server sends, under its transaction id, so that
-- an id moves money at most once and a replay answers the first answer. A rollback that arrives before its bet is
-- recorded as a rolled-back bet (no answer, nothing moved), so the bet is refused when it comes.
CREATE TABLE wallet_transactions (
  transaction_id text PRIMARY KEY,
  action text NOT NULL CHECK (action IN ('bet', 'win')),
  unit_id bigint NOT NULL REFERENCES units (id),
  game_slug text NOT NULL REFERENCES games (slug),
  round_id text NOT NULL,
  -- null only for a rollback that arrived first without an amount
  amount bigint CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('done', 'rolled_back')),
  -- a bet's minor units per balance it drew (contract/games.ts BET_DRAW_ORDER), given back as they came on rollback
  parts jsonb NOT NULL DEFAULT '{}',
  answer jsonb,
  rollback_answer jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A player's rounds, one row per unit in a game's round (a crash round is shared by many units): what was bet (bets
-- rolled back taken off) and won. My bets, recent and most-played games are read from here.
CREATE TABLE game_rounds (
  id bigserial PRIMARY KEY,
  unit_id bigint NOT NULL REFERENCES units (id),
  game_slug text NOT NULL REFERENCES games (slug),
  round_id text NOT NULL,
  bet bigint NOT NULL DEFAULT 0 CHECK (bet >= 0),
  win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT game_rounds_unit_round UNIQUE (unit_id, game_slug, round_id)
);

CREATE INDEX game_rounds_unit_recent ON game_rounds (unit_id, created_at DESC, id DESC);
CREATE INDEX game_rounds_game_recent ON game_rounds (game_slug, created_at);
