-- One-time codes sent by SMS. One row per site, phone and purpose: a new code replaces the old one.
-- Only an HMAC of the code is kept; attempts counts wrong tries (the code is burnt at OTP_MAX_ATTEMPTS).
CREATE TABLE otps (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id),
  phone text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('registration', 'generic')),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  CONSTRAINT otps_site_phone_purpose_unique UNIQUE (site_id, phone, purpose)
);

CREATE INDEX otps_phone_purpose ON otps (phone, purpose, created_at);

-- Phone tokens are single-use: the id (jti) of each one spent is kept until the token would have expired.
CREATE TABLE used_phone_tokens (
  jti text PRIMARY KEY,
  used_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Refresh tokens: opaque, stored as sha256, rotated on use. Tokens of one sign-in share a family;
-- presenting a used token again revokes the whole family.
CREATE TABLE refresh_tokens (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL,
  family_id text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  site_id integer NOT NULL REFERENCES sites (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  CONSTRAINT refresh_tokens_hash_unique UNIQUE (token_hash)
);

CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

-- The sandbox's stand-in for an SMS provider: every message the server sends.
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  site_id integer REFERENCES sites (id),
  phone text NOT NULL,
  text text NOT NULL,
  otp text,
  sent_at timestamptz NOT NULL
);

CREATE INDEX sms_outbox_phone ON sms_outbox (phone, id);
