/** The games kind: the game server a launch opens, which moves money only through our seamless wallet. */

export interface GameLaunch {
  slug: string;
  /** The player token the game server calls the wallet with. */
  session: string;
  /** Where the game's lobby button goes, already checked. */
  lobbyUrl?: string;
  /** The site page's language (en, zu, hi…), for the game's words; the game server plays one it lacks in English. */
  lang?: string;
  /** scheme://host of this server, for a game server that lives on it. */
  origin: string;
}

export interface GameProvider {
  readonly name: 'sandbox';
  /** The game's launch address. */
  launchUrl(launch: GameLaunch): string;
}
