/** The shared crash rounds' routes (contract/sandbox.ts CrashStateAnswer, CrashBetRequest, CrashCashOutRequest). */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorCodes } from '../../../../../contract/errors';
import type { CrashBet, CrashStateAnswer } from '../../../../../contract/sandbox';
import type { AppContext } from '../../../context';
import { fail } from '../../../errors';
import { findGame } from '../../../modules/games/catalogue';
import { FinAccountSchema, GameSlug } from '../../../modules/units/schemas';
import { ErrorAnswer } from '../../../http/error-schema';
import type { SandboxGamesOptions } from '../routes';
import { createCrashBets, playerOf, publicBet } from './bets';
import { createCrashRounds, publicRound } from './rounds';

const Session = Type.String({ minLength: 1, maxLength: 2048 });
const Params = Type.Object({ game_slug: GameSlug });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const BetAnswer = Type.Object({
  round_id: Type.String(),
  bet: Type.Integer(),
  auto_cash_out: Nullable(Type.Integer()),
  status: Type.String(),
  cashed_out_at: Nullable(Type.Integer()),
  win: Type.Integer(),
  balance: Nullable(Type.Integer()),
  bonus: Nullable(Type.Integer()),
  currency: Nullable(Type.String()),
  fin_account: Nullable(FinAccountSchema),
});

const StateAnswer = Type.Object({
  server_time: Type.Integer(),
  round: Type.Object({
    round_id: Type.String(),
    number: Type.Integer(),
    phase: Type.String(),
    betting_at: Type.Integer(),
    flight_at: Type.Integer(),
    commitment: Type.String(),
    crash_point: Nullable(Type.Integer()),
    crash_at: Nullable(Type.Integer()),
    server_seed: Nullable(Type.String()),
    next_round_at: Nullable(Type.Integer()),
  }),
  bet: Nullable(BetAnswer),
  history: Type.Array(
    Type.Object({
      round_id: Type.String(),
      number: Type.Integer(),
      crash_point: Type.Integer(),
      commitment: Type.String(),
      server_seed: Type.String(),
    }),
  ),
  others: Type.Array(
    Type.Object({
      player: Type.String(),
      bet: Type.Integer(),
      status: Type.String(),
      cashed_out_at: Nullable(Type.Integer()),
      win: Type.Integer(),
    }),
  ),
});

const BetBody = Type.Object({
  session: Session,
  bet: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'minor units' }),
  auto_cash_out: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000, description: 'hundredths' })),
});
const CashOutBody = Type.Object({ session: Session, round_id: Type.String({ minLength: 1, maxLength: 100 }) });

/** The state, bet and cash-out of the shared rounds, on the app's clock. */
export function createCrashGame(ctx: Pick<AppContext, 'db' | 'clock' | 'log'>, wallet: SandboxGamesOptions['wallet']) {
  const rounds = createCrashRounds(ctx.db);
  const bets = createCrashBets(ctx, wallet);
  const now = () => ctx.clock.now().getTime();

  /** A game of engine crash, else 404 as for any game this server does not play. */
  async function crashGame(slug: string): Promise<string> {
    const game = await findGame(ctx.db, slug);
    if (game.engine !== 'crash') throw fail(ErrorCodes.gameNotFound);
    return game.slug;
  }

  return {
    async state(slug: string, session: string): Promise<CrashStateAnswer> {
      const game = await crashGame(slug);
      const at = now();
      const round = await rounds.current(game, at);
      // Rounds whose crash came while nobody asked settle now; the current one as far as its clock has gone.
      for (const id of await bets.pendingRounds(game)) {
        const pending = id === round.round_id ? null : await rounds.byId(game, id);
        if (pending) await bets.settle(pending, at);
      }
      await bets.settle(round, at);
      const player = playerOf(session);
      const bet = await bets.find(round.round_id, player);
      return {
        server_time: at,
        round: publicRound(round, at),
        bet: bet ? publicBet(bet) : null,
        history: await rounds.history(game, at),
        others: await bets.others(round.round_id, player),
      };
    },

    async bet(slug: string, session: string, amount: number, autoCashOut: number | undefined): Promise<CrashBet> {
      const game = await crashGame(slug);
      const at = now();
      return bets.place(await rounds.current(game, at), session, amount, autoCashOut, at);
    },

    async cashOut(slug: string, session: string, roundId: string): Promise<CrashBet> {
      const game = await crashGame(slug);
      const round = await rounds.byId(game, roundId);
      if (!round) throw fail(ErrorCodes.crashNoBet);
      return bets.cashOut(round, session, now());
    },
  };
}

export const crashRoutes: FastifyPluginAsyncTypebox<SandboxGamesOptions> = async (app, { ctx, wallet }) => {
  const crash = createCrashGame(ctx, wallet);
  const answers = (ok: object) => ({ 200: ok, '4xx': ErrorAnswer });

  app.get(
    '/games/:game_slug/crash',
    { schema: { params: Params, querystring: Type.Object({ session: Session }), response: answers(StateAnswer) } },
    async (request) => crash.state(request.params.game_slug, request.query.session),
  );

  app.post(
    '/games/:game_slug/crash/bets',
    { schema: { params: Params, body: BetBody, response: answers(BetAnswer) } },
    async (request) =>
      crash.bet(request.params.game_slug, request.body.session, request.body.bet, request.body.auto_cash_out),
  );

  app.post(
    '/games/:game_slug/crash/cash_out',
    { schema: { params: Params, body: CashOutBody, response: answers(BetAnswer) } },
    async (request) => crash.cashOut(request.params.game_slug, request.body.session, request.body.round_id),
  );
};
