/** The sandbox's game server: its playable HTML5 games (sandbox/games/, mounted with the sandbox). */

import { SandboxPaths } from '../../../../contract/sandbox';
import type { GameProvider } from './provider';

export const sandboxGames: GameProvider = {
  name: 'sandbox',
  launchUrl({ slug, session, lobbyUrl, lang, origin }) {
    const url = new URL(`${SandboxPaths.games}/${encodeURIComponent(slug)}/play`, origin);
    url.searchParams.set('session', session);
    if (lobbyUrl !== undefined) url.searchParams.set('lobby', lobbyUrl);
    if (lang !== undefined) url.searchParams.set('lang', lang);
    return url.toString();
  },
};
