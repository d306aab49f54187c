-- The operators' reports (GGR, NGR, deposits…) come from the ledger through a roll-up (server/src/ledger/flows.ts):
-- per site and 15-minute bucket of UTC time (every time zone's midnight falls on a bucket's edge), the sum and the
-- count of each transfer kind, read from the player's side of each transfer, and which players bet in the bucket.
-- A bucket is always recomputed whole from the transfers, so rolling it up again corrects it and changes nothing else.
CREATE TABLE ledger_flow_buckets (
  site_id integer NOT NULL REFERENCES sites (id),
  bucket timestamptz NOT NULL,
  kind text NOT NULL,
  amount bigint NOT NULL,
  transfers bigint NOT NULL,
  PRIMARY KEY (site_id, bucket, kind)
);

-- A player is a user, or an anonymous unit ('u' and its id).
CREATE TABLE ledger_flow_players (
  site_id integer NOT NULL REFERENCES sites (id),
  bucket timestamptz NOT NULL,
  player text NOT NULL,
  PRIMARY KEY (site_id, bucket, player)
);

-- When each bucket was last rolled up: one rolled up after it had settled (transactions it could hold committed) is
-- final; the others are rolled up again when a report reads them.
CREATE TABLE ledger_flow_rollups (
  bucket timestamptz PRIMARY KEY,
  rolled_at timestamptz NOT NULL
);

-- Rolling up a bucket reads its transfers by time.
CREATE INDEX ledger_transfers_created_at ON ledger_transfers (created_at);
