-- What a bet counted besides its own transfers (campaign and happy-hour wagering, jackpot contributions, a jackpot it
-- won), so that its rollback takes back exactly that, once (server/src/modules/wallet/bet-effects.ts).
ALTER TABLE wallet_transactions ADD COLUMN effects jsonb NOT NULL DEFAULT '{}';
