/**
 * Opening a game (hp/units/games/show, hp/units/games/fafi): the unit must be the player's and not blocked from
 * games, the game in the catalogue; the answer is the game server's launch address carrying a player token bound to
 * that unit and game (the game session the wallet will be called with), from the game provider (providers/games/).
 * With none configured there is nothing to launch on (units_ctx:games:launch_unavailable): a real aggregator's
 * launch call (its address, operator id, session handshake) is still to be written.
 */

import { ErrorCodes } from '../../../../contract/errors';
import type { AppContext } from '../../context';
import { fail } from '../../errors';
import { assertMayPlayOrDeposit } from '../rg/guard';
import { assertNotBlocked } from '../units/blocks';
import { unitOwner } from '../units/repository';
import { createUnitsService } from '../units/service';
import { findGame, findProviderGame, FAFI_PROVIDER, gameOffOnSite, type Game } from './catalogue';
import { signPlayerToken } from './player-token';

export interface LaunchInput {
  token: string;
  /** The game's slug; none for the Fafi game (hp/units/games/fafi). */
  gameSlug?: string;
  /** Where the game's lobby button goes, already checked; none: the game page has no lobby button. */
  lobbyUrl?: string;
  /** The site page's language (`lang`), for the game's words: passed on to the game server, which plays an unknown one in English. */
  lang?: string;
  /** The signed-in player calling (an optional bearer), who must own the unit. */
  principalUserId?: number;
  /** scheme://host of this server, for a game server that lives on it. */
  origin: string;
}

export function createLaunchService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'rgClock' | 'tokens' | 'config' | 'providers'>,
) {
  const { db } = ctx;
  const units = createUnitsService(ctx);

  return {
    async launch(input: LaunchInput): Promise<{ url: string }> {
      const unit = await units.authenticate(input.token);
      const userId = await unitOwner(db, unit.unitId);
      if (userId === null || userId === undefined) throw fail(ErrorCodes.unitNotOwned);
      if (input.principalUserId !== undefined && input.principalUserId !== Number(userId)) {
        throw fail(ErrorCodes.unitNotOwned);
      }
      const game: Game =
        input.gameSlug === undefined ? await findProviderGame(db, FAFI_PROVIDER) : await findGame(db, input.gameSlug);
      // A game the operator turned off for this site is not one of its games.
      if (await gameOffOnSite(db, unit.siteId, game.slug)) throw fail(ErrorCodes.gameNotFound);
      await assertNotBlocked(db, unit.unitId, 'game');
      await assertMayPlayOrDeposit(db, ctx, Number(userId));
      const provider = ctx.providers.games;
      if (provider === null) throw fail(ErrorCodes.gameLaunchUnavailable);

      const session = await signPlayerToken(ctx, {
        userId: Number(userId),
        unitId: unit.unitId,
        siteId: unit.siteId,
        game: game.slug,
      });
      return {
        url: provider.launchUrl({
          slug: game.slug,
          session,
          lobbyUrl: input.lobbyUrl,
          lang: input.lang,
          origin: input.origin,
        }),
      };
    },
  };
}
