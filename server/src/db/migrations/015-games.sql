-- The games catalogue: a copy of the content's providers and games (content/providers.json, content/games.json, or
-- the operator's content service), refreshed at every start (seed.ts). The server reads it to launch a game, to
-- check a wallet call's game and to pick the sandbox engine that plays it; the site reads the content itself.
CREATE TABLE game_providers (
  slug text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE games (
  slug text PRIMARY KEY,
  name text NOT NULL,
  provider text NOT NULL REFERENCES game_providers (slug),
  categories text[] NOT NULL DEFAULT '{}',
  -- The sandbox engine that plays the game (slot, crash, wheel, lucky-numbers, roulette), as content names it;
  -- null when content names none (a real aggregator's game).
  engine text,
  -- A game dropped from the content is kept (its rounds name it) but no longer launched or bet on.
  active boolean NOT NULL DEFAULT true
);

CREATE INDEX games_provider ON games (provider, slug);
