-- Units: a player's wallet and session on one site (anonymous units have no user). One unit per (user, site).
CREATE TABLE units (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id),
  user_id bigint REFERENCES users (id),
  fp_request_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT units_user_site_unique UNIQUE (user_id, site_id)
);

-- Unit tokens are opaque and random; only their sha256 (hex) is kept. A unit may hold several.
CREATE TABLE unit_tokens (
  token_hash text PRIMARY KEY,
  unit_id bigint NOT NULL REFERENCES units (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX unit_tokens_unit ON unit_tokens (unit_id);

ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_unit_fk FOREIGN KEY (unit_id) REFERENCES units (id);
