/**
 * The game pages' scripts, one small script per engine (the game math's constants come from modules/games/math, so
 * the page draws exactly the strips, segments and tables the server plays), and their one stylesheet.
 */

import { repositoryPath } from '../../paths';
import { clientAssets } from '../client-assets';

export const gameAssets = clientAssets({
  dir: repositoryPath('server/src/sandbox/games/client'),
  scripts: ['slot', 'classic', 'ways', 'tumble', 'hold-and-win', 'wheel', 'lucky-numbers', 'roulette', 'crash', 'fafi'],
  style: 'games',
});
