/**
 * The sandbox game server: plays a round of a catalogue game with its engine and provably fair randomness, and moves
 * the money only by calling our seamless wallet with signed requests (bet, then win), as a real aggregator does. It
 * knows the player only by the launch address's session, which it hands to the wallet as the player token.
 *
 * Provably fair per session: each session has a server seed for its next round, whose SHA-256 the player is shown
 * first; a round takes that seed (putting a new one in its place), plays nonce 0 with the player's client seed, and
 * reveals the seed with the round. A refused round puts its seed back unrevealed.
 */

import { createHash, randomBytes } from 'node:crypto';
import { ApiPaths } from '../../../../contract/api';
import type { ErrorBody } from '../../../../contract/errors';
import type { WalletAnswer } from '../../../../contract/games';
import type { SandboxFairAnswer, SandboxRoundAnswer, SandboxRoundRequest } from '../../../../contract/sandbox';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { findGame, type Game } from '../../modules/games/catalogue';
import { commitment, fairRandom, newClientSeed, newServerSeed } from '../../modules/games/fair';
import type { GameBalance } from './client/balance-line';
import { engineOf, playRound, type EngineRound } from './engines';

/** Sends one signed wallet call to our own server (in-process, through the whole HTTP pipeline). */
export type WalletCaller = (path: string, body: object) => Promise<{ status: number; body: unknown }>;

interface TakenSeed {
  serverSeed: string;
  /** The seed committed in its place (null: a first round, which took none). */
  nextSeed: string | null;
  /** The commitment of the session's next seed. */
  next: string;
}

/** How often a win is sent again before the round is rolled back; the wallet answers a repeat as the first. */
const WIN_ATTEMPTS = 3;

function sessionHash(session: string): string {
  return createHash('sha256').update(session).digest('hex');
}

/** A wallet refusal reaches the game page as the wallet said it (no_funds, game_block, token_expired …). */
export function walletError(answer: { status: number; body: unknown }): ApiError {
  const error = (answer.body as Partial<ErrorBody>).error;
  return new ApiError(answer.status, error?.code ?? 'game_server:wallet', error?.message ?? 'The wallet refused');
}

export function createSandboxGames(ctx: Pick<AppContext, 'db' | 'clock' | 'log'>, wallet: WalletCaller) {
  const { db, clock } = ctx;

  /** The commitment of the session's next server seed, a seed drawn now if it has none. */
  async function nextCommitment(q: Queryable, hash: string, game: string): Promise<string> {
    await q.query(
      `INSERT INTO sandbox_game_seeds (session_hash, game_slug, server_seed, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (session_hash, game_slug) DO NOTHING`,
      [hash, game, newServerSeed(), clock.now()],
    );
    const { rows } = await q.query<{ server_seed: string }>(
      'SELECT server_seed FROM sandbox_game_seeds WHERE session_hash = $1 AND game_slug = $2',
      [hash, game],
    );
    return commitment(rows[0]!.server_seed);
  }

  /**
   * Takes the session's committed seed for this round and commits to a new one in one statement, so two rounds at
   * once never share a seed; a first round (nothing committed yet) draws its own.
   */
  async function takeSeed(hash: string, game: string): Promise<TakenSeed> {
    const nextSeed = newServerSeed();
    const taken = await db.query<{ server_seed: string }>(
      `WITH old AS (SELECT server_seed FROM sandbox_game_seeds WHERE session_hash = $1 AND game_slug = $2 FOR UPDATE)
       UPDATE sandbox_game_seeds s SET server_seed = $3, created_at = $4 FROM old
       WHERE s.session_hash = $1 AND s.game_slug = $2 RETURNING old.server_seed`,
      [hash, game, nextSeed, clock.now()],
    );
    if (taken.rows[0]) return { serverSeed: taken.rows[0].server_seed, nextSeed, next: commitment(nextSeed) };
    return { serverSeed: newServerSeed(), nextSeed: null, next: await nextCommitment(db, hash, game) };
  }

  /** A round refused (bad options, or by the wallet) never happened: its seed, unrevealed, is committed again. */
  async function putBack(hash: string, game: string, seed: TakenSeed): Promise<void> {
    if (seed.nextSeed === null) return;
    await db.query(
      'UPDATE sandbox_game_seeds SET server_seed = $3 WHERE session_hash = $1 AND game_slug = $2 AND server_seed = $4',
      [hash, game, seed.serverSeed, seed.nextSeed],
    );
  }

  /** A game this server plays, and the commitment of the session's next round in it. */
  async function launchable(slug: string, session: string): Promise<{ game: Game; commitment: string }> {
    const game = await findGame(db, slug);
    engineOf(game.engine);
    return { game, commitment: await nextCommitment(db, sessionHash(session), game.slug) };
  }

  return {
    launchable,

    async fair(slug: string, session: string): Promise<SandboxFairAnswer> {
      return { commitment: (await launchable(slug, session)).commitment };
    },

    /** What the session's player has, as the wallet says; its error code when it refuses the session. */
    async balance(slug: string, session: string): Promise<{ balance: GameBalance | null; error: string | null }> {
      const answer = await wallet(ApiPaths.walletBalance, { player_token: session, game_slug: slug });
      if (answer.status === 200) {
        const { balance, bonus, currency, play_money } = answer.body as WalletAnswer;
        return { balance: { balance, bonus: bonus ?? 0, currency, play: play_money === true }, error: null };
      }
      return { balance: null, error: walletError(answer).code };
    },

    async play(slug: string, request: SandboxRoundRequest): Promise<SandboxRoundAnswer> {
      const game = await findGame(db, slug);
      const engine = engineOf(game.engine);
      const hash = sessionHash(request.session);
      const clientSeed = request.client_seed ?? newClientSeed();
      const seed = await takeSeed(hash, game.slug);
      const { serverSeed, next } = seed;
      let round: EngineRound;
      try {
        round = playRound(engine, request.bet, request, fairRandom({ serverSeed, clientSeed, nonce: 0 }));
      } catch (error) {
        await putBack(hash, game.slug, seed);
        throw error;
      }

      const roundId = `sbx-${randomBytes(12).toString('hex')}`;
      const call = { player_token: request.session, round_id: roundId, game_slug: game.slug };
      const placed = await wallet(ApiPaths.walletBet, {
        ...call,
        transaction_id: `${roundId}:bet`,
        amount: request.bet,
      });
      if (placed.status !== 200) {
        await putBack(hash, game.slug, seed);
        throw walletError(placed);
      }
      let settled = placed.body as WalletAnswer;
      if (round.win > 0) settled = await payWin({ ...call, transaction_id: `${roundId}:win`, amount: round.win });

      await db.query(
        `INSERT INTO sandbox_game_rounds (round_id, game_slug, session_hash, bet, win, outcome, server_seed,
           client_seed, nonce, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9)`,
        [
          roundId,
          game.slug,
          hash,
          request.bet,
          round.win,
          JSON.stringify(round.outcome),
          serverSeed,
          clientSeed,
          clock.now(),
        ],
      );
      return {
        round_id: roundId,
        bet: request.bet,
        win: round.win,
        balance: settled.balance,
        bonus: settled.bonus ?? 0,
        currency: settled.currency,
        fin_account: settled.fin_account,
        engine: game.engine!,
        outcome: round.outcome,
        fair: { commitment: commitment(serverSeed), server_seed: serverSeed, client_seed: clientSeed, nonce: 0 },
        next_commitment: next,
      };
    },
  };

  /** The round's win, sent again while it fails; if it never lands, the bet is rolled back and the round refused. */
  async function payWin(body: {
    player_token: string;
    round_id: string;
    game_slug: string;
    transaction_id: string;
    amount: number;
  }): Promise<WalletAnswer> {
    let answer: { status: number; body: unknown } = { status: 0, body: {} };
    for (let attempt = 0; attempt < WIN_ATTEMPTS && answer.status !== 200; attempt += 1) {
      answer = await wallet(ApiPaths.walletWin, body);
    }
    if (answer.status === 200) return answer.body as WalletAnswer;
    ctx.log.warn({ round_id: body.round_id, status: answer.status }, 'sandbox games: win refused, bet rolled back');
    const betId = body.transaction_id.replace(/:win$/, ':bet');
    await wallet(ApiPaths.walletRollback, { ...body, transaction_id: betId, amount: undefined });
    throw walletError(answer);
  }
}
