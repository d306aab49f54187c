-- Compliance decides submitted verifications in the back office: who decided, and why a rejection was made (the
-- player sees the reason). settled_at (024) is when. The queue reads verifications by status, oldest submitted first.
ALTER TABLE verifications ADD COLUMN decided_by bigint REFERENCES staff (id);
ALTER TABLE verifications ADD COLUMN reason text CHECK (length(reason) BETWEEN 1 AND 1000);

CREATE INDEX verifications_queue ON verifications (status, submitted_at, seq);
