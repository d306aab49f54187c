-- The sandbox's national exclusion register (providers/exclusion-register/sandbox.ts): people put on it at
-- POST /sandbox/exclusion_register, matched by names and date of birth together, or by phone. A real register keeps
-- its own records; production never reads these tables.
CREATE TABLE sandbox_exclusion_register (
  id bigserial PRIMARY KEY,
  first_name_key text NOT NULL,
  last_name_key text NOT NULL,
  birth_date date NOT NULL,
  phone text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sandbox_exclusion_register_person ON sandbox_exclusion_register (birth_date, last_name_key);
CREATE INDEX sandbox_exclusion_register_phone ON sandbox_exclusion_register (phone) WHERE phone IS NOT NULL;

-- Switches of the sandbox's stand-ins (e.g. the register made unreachable), shared by every node.
CREATE TABLE sandbox_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
