-- Every bet and win writes a wallet transaction and a round row, and every bet and win an RG movement: with their
-- foreign keys each such row also ran one check query per key, and locked the game's and the site's row, which all
-- of a game's players share (a multixact and a WAL record per bet). Measured (docs/performance.md), those checks
-- were a ninth of a round's database CPU. The rows they pointed at are never deleted, each call writes ids it has
-- just read under the unit's lock, and `npm run ledger:check` reports any history row whose unit, game, site or
-- player is missing, so the keys go from these three tables only.
ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_unit_id_fkey;
ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_game_slug_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_unit_id_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_game_slug_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_site_id_fkey;
ALTER TABLE rg_movements DROP CONSTRAINT rg_movements_user_id_fkey;
