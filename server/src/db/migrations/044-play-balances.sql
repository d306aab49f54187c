-- Play money (issue 39, contract/play-money.ts): on a site without real money, games play on a play balance per unit
-- kept here, outside the ledger: no transfer, statement line or report ever sees it. A unit without a row has the
-- starting amount; its first play bet or refill writes the row. Never negative.
CREATE TABLE play_balances (
  unit_id bigint PRIMARY KEY REFERENCES units (id),
  balance bigint NOT NULL CHECK (balance >= 0),
  refilled_at timestamptz,
  updated_at timestamptz NOT NULL
);

-- Which wallet transactions and rounds moved the play balance rather than money: a win or rollback follows its
-- round's or bet's kind, not the site's switch when it arrives.
ALTER TABLE wallet_transactions ADD COLUMN play boolean NOT NULL DEFAULT false;
ALTER TABLE game_rounds ADD COLUMN play boolean NOT NULL DEFAULT false;
