-- The sandbox game server's own records (a real aggregator keeps these on its side): the server seed each game
-- session's next round will use (its SHA-256 is shown before the round), and every round it played with its outcome
-- and revealed seeds, so a player can verify it. The money side of a round is the wallet's (game_rounds).
CREATE TABLE sandbox_game_seeds (
  session_hash text NOT NULL,
  game_slug text NOT NULL REFERENCES games (slug),
  server_seed text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (session_hash, game_slug)
);

CREATE TABLE sandbox_game_rounds (
  round_id text PRIMARY KEY,
  game_slug text NOT NULL REFERENCES games (slug),
  session_hash text NOT NULL,
  bet bigint NOT NULL CHECK (bet > 0),
  win bigint NOT NULL CHECK (win >= 0),
  outcome jsonb NOT NULL,
  server_seed text NOT NULL,
  client_seed text NOT NULL,
  nonce integer NOT NULL,
  created_at timestamptz NOT NULL
);
