/** The games kind: the game server a launch opens, which moves money only through our seamless wallet. */

export interface GameLaunch {
  slug: string;
  /** The player token the game server calls the wallet with. */
  session: string;
  /** Where the game's lobby button goes, already checked. */
  lobbyUrl?: string;
  /** scheme://host of this server, for a game server that lives on it. */
  origin: string;
}

export interface GameProvider {
  readonly name: 'sandbox';
  /** The game's launch address. */
  launchUrl(launch: GameLaunch): string;
}
