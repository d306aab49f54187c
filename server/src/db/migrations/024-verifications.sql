-- Identity verifications (contract/verification.ts): one in progress per player at a time, kept by the database.
ALTER TABLE users ADD CONSTRAINT users_verification_level_known
  CHECK (verification_level IN ('unverified', 'standard', 'enhanced'));

CREATE TABLE verifications (
  id uuid PRIMARY KEY,
  -- Order of starting: created_at may tie (one clock tick), the last verification must not.
  seq bigserial NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  level smallint NOT NULL CHECK (level IN (2, 3)),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'expired')),
  redirect_url text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  settled_at timestamptz,
  -- What the player entered on the provider's form; null until submitted.
  id_number text,
  first_name text,
  last_name text,
  date_of_birth date,
  submitted_at timestamptz
);

CREATE UNIQUE INDEX verifications_one_pending ON verifications (user_id) WHERE status = 'pending';
CREATE INDEX verifications_user_seq ON verifications (user_id, seq DESC);

CREATE TABLE verification_documents (
  verification_id uuid PRIMARY KEY REFERENCES verifications (id),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL
);
