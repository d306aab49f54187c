-- The countries whose sites show a game (content/games.json `countries`): an India-themed game on the India brand,
-- Fafi on the South African ones. NULL shows it everywhere. Lists, search and launch read it with the site's own
-- switches (catalogue.ts offeredOnSiteSql).
ALTER TABLE games ADD COLUMN countries text[];
