-- Games per site (back office, issue 38): the catalogue is every site's unless the operator turns a game off for a
-- site. A row here is a game turned off for that site: it leaves the site's game list and most-played list, and a
-- launch of it on that site is 404 units_ctx:games:not_found. No row: on, so a game new in the content is on
-- everywhere.
CREATE TABLE site_disabled_games (
  site_id integer NOT NULL REFERENCES sites (id),
  game_slug text NOT NULL REFERENCES games (slug),
  PRIMARY KEY (site_id, game_slug)
);
