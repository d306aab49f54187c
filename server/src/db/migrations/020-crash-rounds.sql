-- Shared crash rounds of the sandbox game server: one sequence of rounds per crash game, the same for every player
-- and every node. No scheduler makes them: the first request that needs the next round inserts it, and the primary
-- key (game, number) with ON CONFLICT DO NOTHING keeps the one row every node then reads back. The crash point is
-- drawn from the server seed when the row is made; the seed is revealed only once the round has crashed.
CREATE TABLE sandbox_crash_rounds (
  game_slug text NOT NULL REFERENCES games (slug),
  number bigint NOT NULL CHECK (number > 0),
  -- the wallet's round id and the round's public client seed (crash.ts: nonce 0)
  round_id text NOT NULL UNIQUE,
  server_seed text NOT NULL,
  commitment text NOT NULL,
  -- hundredths of the multiplier
  crash_point integer NOT NULL CHECK (crash_point >= 100),
  betting_at timestamptz NOT NULL,
  flight_at timestamptz NOT NULL,
  crash_at timestamptz NOT NULL,
  PRIMARY KEY (game_slug, number)
);

-- One bet per player (the launch session's hash) per round. Money moves only by the wallet: `placing` until the
-- wallet took the bet, `open` while it flies, `won` once a cash-out (by hand or auto) is claimed, `paid` once the
-- wallet paid that win under the bet's win transaction id; `lost` needs no wallet call; `refunded` is a bet whose
-- request never finished, rolled back through the wallet.
CREATE TABLE sandbox_crash_bets (
  round_id text NOT NULL REFERENCES sandbox_crash_rounds (round_id),
  player text NOT NULL,
  game_slug text NOT NULL REFERENCES games (slug),
  -- The launch session (the wallet's player token), kept only until the bet is settled: an auto cash-out is paid by
  -- whichever request first sees it due, on the player's behalf.
  session text,
  bet bigint NOT NULL CHECK (bet > 0),
  auto_cash_out integer CHECK (auto_cash_out >= 101),
  status text NOT NULL CHECK (status IN ('placing', 'open', 'won', 'lost', 'refunded')),
  cashed_out_at integer,
  win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  paid boolean NOT NULL DEFAULT false,
  -- the wallet's last answer for the bet (the bet's, then the win's): what a repeated cash-out answers again
  answer jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (round_id, player)
);

-- What is left to settle: bets still in a round, and wins claimed but not yet paid.
CREATE INDEX sandbox_crash_bets_pending ON sandbox_crash_bets (game_slug, round_id)
  WHERE status IN ('placing', 'open') OR (status = 'won' AND NOT paid);
