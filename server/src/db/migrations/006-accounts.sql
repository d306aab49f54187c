-- Accounts (issue 4): a player's saved bank and UPI accounts, blocks, fingerprints and spent single-use tokens.
CREATE TABLE player_bank_accounts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  bank_name text NOT NULL,
  number text NOT NULL CHECK (number ~ '^[0-9]{9,16}$'),
  holder_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX player_bank_accounts_user ON player_bank_accounts (user_id, id);

CREATE TABLE player_upi_accounts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  label text NOT NULL,
  ifsc text NOT NULL CHECK (ifsc ~ '^[A-Z0-9]{11}$'),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{10,20}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX player_upi_accounts_user ON player_upi_accounts (user_id, id);

-- Blocks set by the operator (npm run admin). A unit is blocked when the unit or its player is.
ALTER TABLE users ADD COLUMN login_blocked boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN deposit_blocked boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN withdrawal_blocked boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN game_blocked boolean NOT NULL DEFAULT false;
ALTER TABLE units ADD COLUMN deposit_blocked boolean NOT NULL DEFAULT false;
ALTER TABLE units ADD COLUMN withdrawal_blocked boolean NOT NULL DEFAULT false;
ALTER TABLE units ADD COLUMN game_blocked boolean NOT NULL DEFAULT false;

-- An anonymous unit linked into a player's existing unit: its money moved there and its tokens were revoked.
ALTER TABLE units ADD COLUMN merged_into bigint REFERENCES units (id);

-- Fingerprint data a unit was opened or linked with, one row per call.
CREATE TABLE unit_fingerprints (
  id bigserial PRIMARY KEY,
  unit_id bigint NOT NULL REFERENCES units (id),
  fp_request_id text,
  data jsonb,
  created_at timestamptz NOT NULL
);

CREATE INDEX unit_fingerprints_unit ON unit_fingerprints (unit_id, id);
