-- The game's look as content gives it ({"palette": [dark, bright, accent], "motif"}): the sandbox game server draws
-- its game pages in it. Null for a game whose content names none.
ALTER TABLE games ADD COLUMN theme jsonb;
