-- A player the national exclusion register refused at sign-in or session refresh (docs/responsible-gambling.md):
-- every gambling or money-in call of theirs is refused under the RG row's lock, as during a self-exclusion, so the
-- games they still have open (game sessions live longer than an access token) take no bet. Cleared when a sign-in
-- finds them off the register.
ALTER TABLE rg_players ADD COLUMN national_excluded_at timestamptz;
