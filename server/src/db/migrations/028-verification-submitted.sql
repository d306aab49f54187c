-- A verification the player has submitted on the in-house form waits `submitted` for compliance's decision: it is
-- still in progress (one per player at a time) and, unlike a pending one, never expires while it waits.
ALTER TABLE verifications DROP CONSTRAINT verifications_status_check;
ALTER TABLE verifications ADD CONSTRAINT verifications_status_check
  CHECK (status IN ('pending', 'submitted', 'approved', 'rejected', 'expired'));

DROP INDEX verifications_one_pending;
CREATE UNIQUE INDEX verifications_one_pending ON verifications (user_id) WHERE status IN ('pending', 'submitted');
