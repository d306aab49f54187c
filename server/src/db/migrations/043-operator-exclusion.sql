-- An exclusion the operator's staff add in the back office (issue 39): it closes games and money in as a
-- self-exclusion does, and the player cannot lift it. rg_restrictions keeps who added it and why.
ALTER TABLE rg_players DROP CONSTRAINT rg_players_restriction_check;
ALTER TABLE rg_players ADD CONSTRAINT rg_players_restriction_check
  CHECK (restriction IN ('time_out', 'self_exclusion', 'operator_exclusion'));

ALTER TABLE rg_restrictions DROP CONSTRAINT rg_restrictions_kind_check;
ALTER TABLE rg_restrictions ADD CONSTRAINT rg_restrictions_kind_check
  CHECK (kind IN ('time_out', 'self_exclusion', 'operator_exclusion'));
ALTER TABLE rg_restrictions ADD COLUMN staff_id bigint REFERENCES staff (id);
ALTER TABLE rg_restrictions ADD COLUMN reason text;
ALTER TABLE rg_restrictions ADD CONSTRAINT rg_restrictions_operator
  CHECK ((kind = 'operator_exclusion') = (staff_id IS NOT NULL AND reason IS NOT NULL));
