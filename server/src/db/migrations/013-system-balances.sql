-- System accounts keep no running balance (issue 15, throughput): every voucher load, payment and withdrawal
-- moves money through one clearing account per currency, and updating that one row serialised them all. A system
-- account's balance is the sum of its transfers; its balance column stays 0 (ledger:check reports anything else).
-- Player accounts keep their running balance, locked and checked non-negative as before.
UPDATE ledger_accounts SET balance = 0 WHERE unit_id IS NULL;

-- Every account's balance as the ledger defines it: a player account's column; a system account's credits minus
-- debits (plus its column, which is 0 unless written by hand, so such a write shows up in the currency's sum).
CREATE VIEW ledger_balances AS
SELECT a.id, a.kind, a.unit_id, a.currency,
  CASE WHEN a.unit_id IS NOT NULL THEN a.balance
  ELSE a.balance
    + COALESCE((SELECT sum(t.amount) FROM ledger_transfers t WHERE t.credit_account_id = a.id), 0)
    - COALESCE((SELECT sum(t.amount) FROM ledger_transfers t WHERE t.debit_account_id = a.id), 0)
  END::bigint AS balance
FROM ledger_accounts a;
