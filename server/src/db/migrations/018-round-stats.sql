-- My bets, recent and most-played games, read from the rounds (game_rounds) through indexes, never kept counts.
-- A round names its unit's site, so a site's most played games are one index range (site, last 30 days) that answers
-- the game from the index alone, without visiting the units or the rounds themselves.
ALTER TABLE game_rounds ADD COLUMN site_id integer REFERENCES sites (id);

UPDATE game_rounds r SET site_id = u.site_id FROM units u WHERE u.id = r.unit_id;

ALTER TABLE game_rounds ALTER COLUMN site_id SET NOT NULL;

CREATE INDEX game_rounds_site_recent ON game_rounds (site_id, created_at) INCLUDE (game_slug);

-- A unit's distinct games, each with its last round: one probe per game the unit played (recent games).
CREATE INDEX game_rounds_unit_game_recent ON game_rounds (unit_id, game_slug, created_at DESC);
