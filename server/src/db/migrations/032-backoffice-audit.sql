-- The back office's audit trail: one row for every change a staff member makes, written in the same transaction
-- as the change. Rows are never changed or removed: the triggers refuse UPDATE, DELETE and TRUNCATE.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  -- Null for a change made with the CLI.
  staff_id bigint REFERENCES staff (id),
  action text NOT NULL,
  target text NOT NULL,
  -- The player (and site) it concerns, when there is one: how a player's audit trail and a site's are read.
  player_id bigint REFERENCES users (id),
  site_id integer REFERENCES sites (id),
  reason text,
  before jsonb,
  after jsonb
);

CREATE INDEX audit_log_player ON audit_log (player_id, id DESC) WHERE player_id IS NOT NULL;
CREATE INDEX audit_log_staff ON audit_log (staff_id, id DESC);

CREATE FUNCTION audit_log_immutable() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_log rows cannot be changed or removed' USING ERRCODE = 'insufficient_privilege'; END $$;

CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_immutable();

CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_immutable();
