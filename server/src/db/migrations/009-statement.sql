-- The statement (GET transactions/unit) reads a unit's transfers newest first, by (created_at, id), one account
-- and one side at a time: these indexes answer each such scan in order, a page at a time, however long the
-- history. They replace the (account, id) indexes, which they also serve, so a transfer writes no more index rows.
DROP INDEX ledger_transfers_debit;
DROP INDEX ledger_transfers_credit;
CREATE INDEX ledger_transfers_debit_time ON ledger_transfers (debit_account_id, created_at, id);
CREATE INDEX ledger_transfers_credit_time ON ledger_transfers (credit_account_id, created_at, id);
