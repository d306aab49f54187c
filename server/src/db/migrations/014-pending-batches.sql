-- A unit's pending loadings are counted on every start: an index of the pending ones alone keeps that count
-- small however many loadings the unit has completed.
CREATE INDEX acoin_batches_unit_pending ON acoin_batches (unit_id) WHERE status = 'pending';
