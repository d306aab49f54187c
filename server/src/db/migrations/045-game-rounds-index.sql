-- A game's rounds by time (016) is read by no query: My bets and recent games walk a unit's rounds, most played a
-- site's (018), and games are never deleted. Every bet's new round wrote it; the round now keeps five indexes.
DROP INDEX game_rounds_game_recent;
