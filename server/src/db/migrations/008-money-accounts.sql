-- Money in and out (issue 15): the system accounts the new flows settle through, one per currency.
-- payout_clearing holds withdrawals while pending; ticket_clearing the money on unspent tickets; payment_clearing
-- deposits paid at a provider's page (card, instant EFT, phone, UPI) until the provider's callback credits them.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
  'cash', 'deposit', 'bonus', 'campaign_bonus', 'hh_bonus',
  'voucher_clearing', 'bank_clearing', 'game_house', 'fees', 'bonus_expense',
  'payout_clearing', 'ticket_clearing', 'payment_clearing'));
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_owner CHECK (
  (unit_id IS NULL) = (kind IN ('voucher_clearing', 'bank_clearing', 'game_house', 'fees', 'bonus_expense',
    'payout_clearing', 'ticket_clearing', 'payment_clearing')));

INSERT INTO ledger_accounts (kind, currency)
SELECT kind, currency
FROM unnest(ARRAY['payout_clearing', 'ticket_clearing', 'payment_clearing']) AS k (kind)
CROSS JOIN unnest(ARRAY['ZAR', 'INR']) AS c (currency)
ORDER BY currency, kind;
