/**
 * The sandbox game server's engines: the game math of modules/games/math, one per engine a catalogue game names,
 * each reading its own options from the round request (with the defaults the math gives) and answering the win and
 * the outcome the game page draws.
 */

import type { SandboxRoundRequest } from '../../../../contract/sandbox';
import { ErrorCodes } from '../../../../contract/errors';
import { fail } from '../../errors';
import type { Random } from '../../modules/games/fair';
import * as classic from '../../modules/games/math/classic';
import * as crash from '../../modules/games/math/crash';
import * as holdAndWin from '../../modules/games/math/hold-and-win';
import * as fafi from '../../modules/games/math/fafi';
import * as luckyNumbers from '../../modules/games/math/lucky-numbers';
import * as roulette from '../../modules/games/math/roulette';
import * as slot from '../../modules/games/math/slot';
import * as tumble from '../../modules/games/math/tumble';
import * as ways from '../../modules/games/math/ways';
import * as wheel from '../../modules/games/math/wheel';

export interface EngineRound {
  win: number;
  outcome: Record<string, unknown>;
}

type Engine = (bet: number, request: SandboxRoundRequest, random: Random) => EngineRound;

const withoutWin = <T extends { win: number }>({ win, ...outcome }: T): EngineRound => ({
  win,
  outcome: outcome as Record<string, unknown>,
});

const ENGINES: Readonly<Record<string, Engine>> = {
  slot: (bet, _request, random) => withoutWin(slot.play(bet, {}, random)),
  classic: (bet, _request, random) => withoutWin(classic.play(bet, {}, random)),
  // Free spins are played within the round that starts them: one bet, one win holding them all (docs/providers.md).
  ways: (bet, _request, random) => withoutWin(ways.play(bet, {}, random)),
  // The tumbles and the respins, too, are played and paid within the round's one bet and one win.
  tumble: (bet, _request, random) => withoutWin(tumble.play(bet, {}, random)),
  'hold-and-win': (bet, _request, random) => withoutWin(holdAndWin.play(bet, {}, random)),
  wheel: (bet, _request, random) => withoutWin(wheel.play(bet, {}, random)),
  fafi: (bet, { number }, random) => withoutWin(fafi.play(bet, number === undefined ? {} : { number }, random)),
  'lucky-numbers': (bet, { picks, count }, random) =>
    withoutWin(
      luckyNumbers.play(bet, { ...(picks ? { picks } : {}), ...(count === undefined ? {} : { count }) }, random),
    ),
  roulette: (bet, { bet_on }, random) => {
    const on = (bet_on ?? roulette.DEFAULT_BET) as roulette.RouletteBet;
    return withoutWin({ bet_on: on, ...roulette.play(bet, on, random) });
  },
  // The contract's rounds call (ARCHITECTURE: every sandbox game plays through it) for a crash game: one player's
  // round against its own crash point, cashed out at the target. The game page plays the shared rounds (crash/).
  crash: (bet, { target }, random) => withoutWin(crash.play(bet, target === undefined ? {} : { target }, random)),
};

/** The engine a game names; a game without one (or one we do not have) is not playable here. */
export function engineOf(name: string | null): Engine {
  const engine = name !== null && Object.hasOwn(ENGINES, name) ? ENGINES[name] : undefined;
  if (!engine) throw fail(ErrorCodes.gameNotFound, 'This game cannot be played in the sandbox.');
  return engine;
}

/**
 * Plays the round; a bet or option the game's math refuses (a RangeError: picks out of range, a split of numbers that
 * do not touch, a target past the limits) is 422 naming it.
 */
export function playRound(engine: Engine, bet: number, request: SandboxRoundRequest, random: Random): EngineRound {
  try {
    return engine(bet, request, random);
  } catch (error) {
    if (error instanceof RangeError) throw fail(ErrorCodes.validation, error.message);
    throw error;
  }
}
