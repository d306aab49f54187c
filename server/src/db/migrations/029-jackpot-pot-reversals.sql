-- A pot is its cycle's seed and contributions less the contributions of rolled-back bets (027): the index that
-- sums a pot covers the reversals too, or summing a pot would read every transfer.
DROP INDEX ledger_transfers_jackpot_pots;
CREATE INDEX ledger_transfers_jackpot_pots ON ledger_transfers
  (((metadata->>'jackpot_id')::bigint), ((metadata->>'cycle')::integer))
  WHERE kind IN ('jackpot_seed', 'jackpot_contribution', 'jackpot_contribution_reversal');
