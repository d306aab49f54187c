-- The operator back office's staff (contract/backoffice.ts): password (argon2id) and TOTP, one role, the sites
-- they may see. A staff member made by the CLI holds a one-time password and must enrol before signing in.
CREATE TABLE staff (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  -- Base32, as authenticator apps take it.
  totp_secret text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'finance', 'compliance', 'support', 'marketing')),
  site_ids integer[] NOT NULL DEFAULT '{}',
  disabled boolean NOT NULL DEFAULT false,
  must_enrol boolean NOT NULL DEFAULT true,
  -- The TOTP time step of the last code accepted: a code is never accepted twice (RFC 6238 section 5.2).
  last_totp_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX staff_email_unique ON staff (lower(email));

-- Sessions live here, so they end after 30 minutes idle and at sign-out whatever the token says. The token names
-- the session by a random id; only its sha256 (hex) is kept.
CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at timestamptz
);

CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id) WHERE ended_at IS NULL;

-- The back office's player list shows when a player last signed in.
ALTER TABLE users ADD COLUMN last_login_at timestamptz;
