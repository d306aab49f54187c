-- Unit tokens expire (issue 14): one unused for 30 days is refused; a use moves its expiry on (at most daily).
-- Tokens issued before this migration get the full 30 days from now.
ALTER TABLE unit_tokens ADD COLUMN expires_at timestamptz;
UPDATE unit_tokens SET expires_at = now() + interval '30 days';
ALTER TABLE unit_tokens ALTER COLUMN expires_at SET NOT NULL;
