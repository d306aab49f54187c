-- Sites (one per brand) and their players. Amounts everywhere are bigint minor units.
CREATE TABLE sites (
  id integer PRIMARY KEY,
  name text NOT NULL,
  country text NOT NULL CHECK (country IN ('ZA', 'IN')),
  currency_code text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  unit_config jsonb NOT NULL
);

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id),
  phone text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text NOT NULL,
  verification_level text NOT NULL DEFAULT 'unverified',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_site_phone_unique UNIQUE (site_id, phone)
);
