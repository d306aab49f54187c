/**
 * The seamless wallet (contract/games.ts): the only way a game server — the sandbox's or a real aggregator's — moves
 * a player's money. Each call locks the unit its player token names inside the ledger transaction that moves the
 * money, so a unit's bets, wins and rollbacks run one at a time and a bet never draws more than is there (the
 * ledger's non-negative check backs this up). A call reads its transaction id in wallet_transactions before any money
 * moves and records it with its answer when it finishes: the same id again answers the first answer, and a rollback
 * that came first makes its bet refused.
 */

import type { FinAccount } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import {
  BET_DRAW_ORDER,
  type WalletAnswer,
  type WalletBalanceRequest,
  type WalletRollbackRequest,
  type WalletTransactionRequest,
} from '../../../../contract/games';
import type { AppContext } from '../../context';
import { inOrder, type Queryable } from '../../db/database';
import { sqlParams } from '../../db/params';
import { fail } from '../../errors';
import {
  systemAccount,
  unitAccount,
  unitAccountsJsonSql,
  unitBalancesOf,
  type AccountBalance,
  type UnitBalances,
} from '../../ledger/accounts';
import { inlineTransferSql, type InlineTransferColumns } from '../../ledger/inline';
import { createLedger, type Book } from '../../ledger/ledger';
import { findGame, type Game } from '../games/catalogue';
import { happyHourWagered, wagersTowardsHappyHourSql } from '../happy-hours/bonus-states';
import { readPlayerToken, type PlayerTokenClaims } from '../games/player-token';
import type { PlayerUnit } from '../units/repository';
import { balancesOf, lockPlayerUnitAndGame, playerUnit } from './repository';
import { countBetTowardsBonus, wagersTowardsBonusSql } from '../campaigns/bonus';
import { createJackpotAnnouncer } from '../jackpots/lifecycle';
import { feedJackpots, type JackpotWon } from '../jackpots/pots';
import { undoBetEffects, type BetEffects } from './bet-effects';
import { admitBet, holdRg, holdWritesSql, pushSession, recordSettlement, rgClockOf, type RgHold } from '../rg/guard';
import { rgReadsSql, rgRowOf, type RgReadColumns } from '../rg/repository';
import { assertUnitNotBlocked } from '../units/blocks';
import { announcePlayBalance, movePlayBalance, readPlayBalance } from '../units/play-balance';
import { roundChangeSql, type RoundChange } from './rounds';
import { answerJsonSql, winStatementSql, type WinStatementRow } from './win-statement';
import type { BusMessage } from '../../bus/bus';
import {
  findTransaction,
  GameKinds,
  isTakenId,
  MovedNothingInline,
  readTransaction,
  recordComputedSql,
  recordTransactionSql,
  replayOf,
  type DrawKind,
  type FinishedCall,
  type TransactionRow,
} from './transactions';

export interface WalletService {
  balance(input: WalletBalanceRequest): Promise<WalletAnswer>;
  bet(input: WalletTransactionRequest): Promise<WalletAnswer>;
  win(input: WalletTransactionRequest): Promise<WalletAnswer>;
  rollback(input: WalletRollbackRequest): Promise<WalletAnswer>;
}

/** What a bet reads with its transaction id (readTransaction's `also`): the unit's balances among them. */
type BetReads = RgReadColumns & { accounts: AccountBalance[] | null; happy_hour: boolean; bonus: boolean };

/** The round a win names, as it reads it with its transaction id (locked): what it has bet, and whether with play money. */
interface RoundRead {
  bet: number | string;
  play: boolean;
}

/** What a bet can draw: the BET_DRAW_ORDER balances added up. */
function playable(fin: FinAccount): number {
  return fin.deposit_balance + fin.balance + fin.bonus_balance;
}

function answerOf(balances: UnitBalances, currency: string, transactionId?: string): WalletAnswer {
  const fin = balances.fin_account;
  return {
    balance: playable(fin),
    bonus: balances.active_campaign_bonus_balance + balances.hh_bonus_balance,
    currency,
    fin_account: fin,
    ...(transactionId === undefined ? {} : { transaction_id: transactionId }),
  };
}

/** A wallet answer on a site without real money: the play balance to bet with, the real money untouched beside it. */
function playAnswerOf(playBalance: number, fin: FinAccount, currency: string, transactionId?: string): WalletAnswer {
  return {
    balance: playBalance,
    bonus: 0,
    currency,
    fin_account: fin,
    ...(transactionId === undefined ? {} : { transaction_id: transactionId }),
    play_money: true,
  };
}

/** How a bet of `amount` splits over the unit's balances, in BET_DRAW_ORDER; no_funds when they do not cover it. */
function drawParts(fin: FinAccount, amount: number): [DrawKind, number][] {
  const available: Record<DrawKind, number> = {
    deposit: fin.deposit_balance,
    cash: fin.balance,
    bonus: fin.bonus_balance,
  };
  const parts: [DrawKind, number][] = [];
  let left = amount;
  for (const kind of BET_DRAW_ORDER) {
    const part = Math.min(left, available[kind]);
    if (part > 0) parts.push([kind, part]);
    left -= part;
  }
  if (left > 0) throw fail(ErrorCodes.noFunds);
  return parts;
}

export function createWalletService(
  ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'rgClock' | 'log' | 'tokens'>,
): WalletService {
  const { db, clock } = ctx;
  const ledger = createLedger(ctx);
  // Outside a ledger transaction (the one-statement win): published at once, a lost event healed at the next join.
  const publisher = {
    publish(channel: string, message: BusMessage) {
      ctx.bus
        .publish(channel, message)
        .catch((err: unknown) => ctx.log.warn({ err, channel }, 'wallet: not published'));
    },
  };
  const jackpotNews = createJackpotAnnouncer({ db, bus: ctx.bus, now: () => clock.now().getTime() });

  /** The token's claims, refused for a game it is not bound to. */
  async function session(token: string, gameSlug: string, ignoreExpiry: boolean): Promise<PlayerTokenClaims> {
    const claims = await readPlayerToken(ctx, token, { ignoreExpiry });
    if (claims.game !== null && claims.game !== gameSlug) throw fail(ErrorCodes.walletWrongGame);
    return claims;
  }

  /**
   * Records the call under its transaction id with its answer, its change to the round and what its RG checks
   * recorded, in one round trip; answers the answer.
   */
  async function finish(
    tx: Queryable,
    book: Book,
    unit: PlayerUnit,
    call: Omit<FinishedCall, 'unitId' | 'at' | 'answer'>,
    change: RoundChange,
    hold: RgHold | null,
  ): Promise<WalletAnswer> {
    const answer = answerOf(await book.unitBalances(unit.unitId), unit.currency, call.input.transaction_id);
    const now = clock.now();
    const round = roundChangeSql(change, now, 1);
    const { values, param } = sqlParams(round.params);
    const rg = holdWritesSql(hold, param);
    await tx.query(
      `WITH round AS (${round.sql})${rg ? `, ${rg}` : ''}
       ${recordTransactionSql({ ...call, unitId: unit.unitId, at: now, answer }, param)}`,
      values,
    );
    return answer;
  }

  /**
   * finish() with the bet's one transfer in the same statement (ledger/inline.ts), for a bet drawn from one balance
   * that counts towards nothing else (no jackpot, happy hour or campaign bonus between its transfer and its record):
   * one round trip fewer. The answer is computed from the balances the transfer leaves, as answerOf computes it. The
   * unit is locked and the id was read as new, so the transfer's key is free unless a call on another unit took it
   * meanwhile; that, or a house account not opened yet, moves nothing, and the call runs again the long way
   * (MovedNothingInline).
   */
  async function finishWithTransfer(
    tx: Queryable,
    book: Book,
    unit: PlayerUnit,
    call: Omit<FinishedCall, 'unitId' | 'at' | 'answer'>,
    change: RoundChange,
    hold: RgHold | null,
    [kind, amount]: [DrawKind, number],
    game: Game,
  ): Promise<WalletAnswer> {
    const now = clock.now();
    const input = call.input;
    const round = roundChangeSql(change, now, 1);
    const { values, param } = sqlParams(round.params);
    const rg = holdWritesSql(hold, param);
    const transfer = inlineTransferSql(
      {
        gate: 'gate',
        debit: { unit: kind },
        credit: { system: 'game_house', currencySql: 'g.currency' },
        key: `${param(`wallet:bet:${input.transaction_id}:${kind}`)}::text`,
        amount: `${param(amount)}::bigint`,
        kind: GameKinds.bet,
        metadata: `${param(JSON.stringify(metadata(input, game)))}::jsonb`,
        unitLocked: true,
      },
      param,
    );
    const gate = `gate AS MATERIALIZED (
      SELECT ${param(unit.unitId)}::bigint AS unit_id, ${param(unit.currency)}::text AS currency)`;
    const answer = answerJsonSql('wallet_balances', 'paid.currency', `${param(input.transaction_id)}::text`);
    const record = recordComputedSql({ ...call, unitId: unit.unitId, at: now }, answer, 'paid', param);
    const row = await book.statement<InlineTransferColumns & { answer: WalletAnswer | null }>(
      `WITH round AS (${round.sql})${rg ? `, ${rg}` : ''}, ${gate}, ${transfer.ctes},
         paid AS (SELECT gate.* FROM gate, ledger_inserted),
         wallet_balances AS (SELECT kind, balance FROM ledger_moved UNION ALL SELECT kind, balance FROM ledger_others),
         recorded AS (${record} RETURNING answer)
       SELECT (SELECT answer FROM recorded) AS answer, ${transfer.columns}`,
      values,
    );
    if (row.answer === null) throw new MovedNothingInline(input.transaction_id);
    return row.answer;
  }

  /**
   * A play-money call (contract/play-money.ts): adds `delta` to the unit's play balance (a bet above it is no_funds),
   * records the call under its transaction id with its answer, the change to the round and what its RG checks
   * recorded (the session; never a movement), and tells the unit's sockets after commit. Nothing touches the ledger.
   */
  async function finishPlay(
    tx: Queryable,
    book: Book,
    unit: PlayerUnit,
    call: Pick<FinishedCall, 'action' | 'input'>,
    delta: number,
    change: RoundChange,
    hold: RgHold | null,
  ): Promise<WalletAnswer> {
    const now = clock.now();
    const playBalance = await movePlayBalance(tx, unit.unitId, delta, now);
    const fin = await book.finAccount(unit.unitId);
    const answer = playAnswerOf(playBalance, fin, unit.currency, call.input.transaction_id);
    const round = roundChangeSql({ ...change, play: true }, now, 1);
    const { values, param } = sqlParams(round.params);
    const rg = holdWritesSql(hold, param);
    const record = recordTransactionSql({ ...call, unitId: unit.unitId, at: now, answer, play: true }, param);
    await tx.query(`WITH round AS (${round.sql})${rg ? `, ${rg}` : ''} ${record}`, values);
    await announcePlayBalance(tx, book, unit.unitId, playBalance, fin);
    return answer;
  }

  /**
   * The bet is rolled back: a later rollback of it answers `answer` again, and its id is refused as a bet. The round
   * loses the bet from its figures, and the RG checks' records are written, in the same round trip.
   */
  async function markRolledBack(
    tx: Queryable,
    transactionId: string,
    answer: WalletAnswer,
    change: RoundChange,
    hold: RgHold | null,
  ): Promise<void> {
    const now = clock.now();
    const round = roundChangeSql(change, now, 4);
    const { values, param } = sqlParams([transactionId, JSON.stringify(answer), now, ...round.params]);
    const rg = holdWritesSql(hold, param);
    await tx.query(
      `WITH round AS (${round.sql})${rg ? `, ${rg}` : ''}
       UPDATE wallet_transactions SET status = 'rolled_back', rollback_answer = $2, updated_at = $3
       WHERE transaction_id = $1`,
      values,
    );
  }

  /**
   * The rollback of a play bet: its amount back to the play balance and off its round, unless the round has paid a
   * win (wallet:bet_settled, as a real bet's). Nothing else counted it: no RG movement or session figure to take back.
   */
  async function rollBackPlay(
    tx: Queryable,
    book: Book,
    unit: PlayerUnit,
    game: Game,
    bet: TransactionRow,
    roundId: string,
  ): Promise<WalletAnswer> {
    const amount = bet.amount ?? 0;
    const rolledBack = { unitId: unit.unitId, currency: unit.currency, gameSlug: game.slug, roundId, effects: {} };
    await undoBetEffects(tx, book, { ...rolledBack, transactionId: bet.transaction_id });
    const playBalance = await movePlayBalance(tx, unit.unitId, amount, clock.now());
    const fin = await book.finAccount(unit.unitId);
    const answer = playAnswerOf(playBalance, fin, unit.currency, bet.transaction_id);
    const change = { unitId: unit.unitId, siteId: unit.siteId, game: game.slug, round: roundId, bet: -amount };
    await markRolledBack(tx, bet.transaction_id, answer, change, null);
    await announcePlayBalance(tx, book, unit.unitId, playBalance, fin);
    return answer;
  }

  /** What the unit has to bet with now, as a wallet answer: its play balance on a site without real money. */
  async function currentAnswer(q: Queryable, book: Book, unit: PlayerUnit, transactionId?: string) {
    if (unit.realMoney) return answerOf(await book.unitBalances(unit.unitId), unit.currency, transactionId);
    const fin = await book.finAccount(unit.unitId);
    return playAnswerOf(await readPlayBalance(q, unit.unitId), fin, unit.currency, transactionId);
  }

  /** The site hears of a won pot at once, and of the pots a bet grew now and then; the bet stands either way. */
  async function announceJackpots(siteId: number, fed: number[], won: JackpotWon[]): Promise<void> {
    try {
      await jackpotNews.won(siteId, won);
      await jackpotNews.fed(siteId, fed);
    } catch (err) {
      ctx.log.warn({ err, siteId }, 'wallet: jackpot news not published');
    }
  }

  /** A call runs again, once, when another unit's call recorded its transaction id first (isTakenId): it replays. */
  async function againIfIdTaken<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!isTakenId(error)) throw error;
      return call();
    }
  }

  /**
   * A win as one statement (win-statement.ts), with what the transaction below would tell the unit's sockets after
   * commit: the balances, then the session the win counts in. Null when the statement fell back (it wrote nothing),
   * or lost the transaction id's key to a call recorded meanwhile (the transaction then replays it).
   */
  async function winInOneStatement(claims: PlayerTokenClaims, input: WalletTransactionRequest) {
    const rgAt = rgClockOf(ctx).now();
    const { sql, values } = winStatementSql(claims, input, clock.now(), rgAt);
    let paid: Awaited<ReturnType<typeof ledger.runStatement<WinStatementRow>>>;
    try {
      paid = await ledger.runStatement<WinStatementRow>(sql, values);
    } catch (error) {
      if (isTakenId(error)) return null;
      throw error;
    }
    if (paid.row.answer === null) return null;
    if (paid.row.rg) pushSession(publisher, claims.unitId, rgRowOf(paid.row.rg), rgAt);
    return paid.row.answer as unknown as WalletAnswer;
  }

  const metadata = (input: { transaction_id: string; round_id: string }, game: Game) => ({
    transaction_id: input.transaction_id,
    round_id: input.round_id,
    game_slug: game.slug,
    game_name: game.name,
  });

  return {
    async balance(input) {
      const claims = await session(input.player_token, input.game_slug, false);
      await findGame(db, input.game_slug);
      const unit = await playerUnit(db, claims);
      const balances = await balancesOf(db, unit.unitId);
      if (unit.realMoney) return answerOf(balances, unit.currency);
      return playAnswerOf(await readPlayBalance(db, unit.unitId), balances.fin_account, unit.currency);
    },

    async bet(input) {
      const claims = await session(input.player_token, input.game_slug, false);
      const place = (inline: boolean) =>
        againIfIdTaken(() =>
          ledger.run(async (tx, book) => {
            // Lock order: unit, RG row, jackpots, ledger accounts (in the transfers), then the round and the
            // transaction id's key (in the finishing statement, which may carry the one transfer too).
            // With the transaction id come, read under the unit's and the RG row's locks, its balances, the player's
            // limits and whether a happy hour or a campaign bonus counts the bet (holdRg reads the usage if a limit
            // needs it). The read goes out with the lock, in one round trip, and runs once the locks are held
            // (inOrder): it names the token's unit, which the lock answers only if it is still the player's.
            const sentAt = clock.now();
            const [locked, { earlier, also }] = await inOrder(
              tx,
              (q) => lockPlayerUnitAndGame(q, claims, input.game_slug, { jackpots: true }),
              (q) =>
                readTransaction<BetReads>(
                  q,
                  input.transaction_id,
                  (
                    param,
                  ) => `${unitAccountsJsonSql(param(claims.unitId))} AS accounts, ${rgReadsSql(claims.userId, param)},
            ${wagersTowardsHappyHourSql(param(claims.unitId), param(sentAt))} AS happy_hour,
            ${wagersTowardsBonusSql(param(claims.unitId), param(sentAt))} AS bonus`,
                ),
            );
            // The clocks are read once the locks are held, never before the wait: a bet that waited for others counts
            // their movements in its periods' usage and is recorded after them, so 50 at once never pass a limit.
            const [now, rgAt] = [clock.now(), rgClockOf(ctx).now()];
            const { unit, game, jackpots } = locked;
            if (earlier)
              return { refused: null, answer: replayOf(earlier, 'bet', unit.unitId, input), fed: [], won: [] };
            // A bet taken before its game left the catalogue replays above; a new one is refused.
            if (!game.active) throw fail(ErrorCodes.gameNotFound);
            assertUnitNotBlocked(unit, 'game');
            // The player's restriction, session limit, reality check and loss and wager limits, under their RG lock.
            const rg = { userId: claims.userId, unitId: unit.unitId, amount: input.amount, source: 'wallet_bet' };
            const hold = await holdRg(tx, claims.userId, rgAt, locked.rg, also);
            // Play money meets the restriction, session limit and reality check too (contract/play-money.ts).
            const admission = await admitBet(tx, book, { ...rg, play: !unit.realMoney }, hold);
            if (!admission.admitted) {
              // The reality check is recorded as shown (and pushed) when this commits; the bet itself never happened.
              return { refused: admission.code, answer: null, fed: [], won: [] };
            }
            if (!unit.realMoney) {
              // A site without real money: the play balance, and nothing else a bet counts (no bonus, happy hour,
              // jackpot).
              const where = { unitId: unit.unitId, siteId: unit.siteId, game: game.slug, round: input.round_id };
              const change = { ...where, bet: input.amount };
              const answer = await finishPlay(tx, book, unit, { action: 'bet', input }, -input.amount, change, hold);
              return { refused: null, answer, fed: [], won: [] };
            }
            const parts = drawParts(unitBalancesOf(also.accounts ?? []).fin_account, input.amount);
            const round = {
              unitId: unit.unitId,
              siteId: unit.siteId,
              game: game.slug,
              round: input.round_id,
              bet: input.amount,
            };
            // The common bet: one balance drawn, and nothing else it counts towards.
            const [only] = parts;
            if (inline && parts.length === 1 && jackpots.length === 0 && !also.happy_hour && !also.bonus) {
              const call = { action: 'bet' as const, input, parts: Object.fromEntries(parts), effects: {} };
              const answer = await finishWithTransfer(tx, book, unit, call, round, hold, only!, game);
              return { refused: null, answer, fed: [], won: [] };
            }
            for (const [kind, amount] of parts) {
              await book.transfer({
                idempotencyKey: `wallet:bet:${input.transaction_id}:${kind}`,
                from: unitAccount(unit.unitId, kind),
                to: systemAccount('game_house', unit.currency),
                amount,
                kind: GameKinds.bet,
                metadata: metadata(input, game),
              });
            }
            const { won, contributions } = await feedJackpots(
              tx,
              book,
              {
                unitId: unit.unitId,
                userId: claims.userId,
                currency: unit.currency,
                gameSlug: game.slug,
                transactionId: input.transaction_id,
                amount: input.amount,
                at: clock.now(),
              },
              jackpots,
            );
            // A jackpot the bet won is a win to the player's loss limits and session figures.
            for (const jackpot of won) {
              await recordSettlement(
                tx,
                book,
                { ...rg, amount: jackpot.amount, source: 'jackpot_win', kind: 'win' },
                hold,
              );
            }
            const happyHour = also.happy_hour
              ? await happyHourWagered(tx, book, { unitId: unit.unitId, amount: input.amount, at: now })
              : [];
            const bonus = also.bonus
              ? await countBetTowardsBonus(tx, book, ctx, { unitId: unit.unitId, game, amount: input.amount })
              : null;
            const effects: BetEffects = {
              ...(bonus ? { bonus } : {}),
              ...(happyHour.length > 0 ? { happyHour } : {}),
              ...(contributions.length > 0 ? { jackpots: contributions } : {}),
              ...(won.length > 0 ? { jackpotWon: true } : {}),
            };
            const call = { action: 'bet' as const, input, parts: Object.fromEntries(parts), effects };
            const answer = await finish(tx, book, unit, call, round, hold);
            return { refused: null, answer, fed: jackpots.map((jackpot) => jackpot.id), won };
          }),
        );
      // A bet whose one-statement finish moved nothing runs again with its transfers on their own.
      const placed = await place(true).catch((error: unknown) => {
        if (error instanceof MovedNothingInline) return place(false);
        throw error;
      });
      if (placed.refused !== null) throw fail(placed.refused);
      await announceJackpots(claims.siteId, placed.fed, placed.won);
      return placed.answer;
    },

    async win(input) {
      const claims = await session(input.player_token, input.game_slug, true);
      // The common win in one statement; every other case (a replay, an error, play money, a limit to push) below.
      const paid = await winInOneStatement(claims, input);
      if (paid) return paid;
      return againIfIdTaken(() =>
        ledger.run(async (tx, book) => {
          // A game dropped from the catalogue mid-round still settles its bets.
          // With the transaction id it reads the RG limits and locks the round (no one else can hold it: the unit is
          // ours), in the lock's round trip and after it (inOrder, as a bet).
          const [locked, { earlier, also }] = await inOrder(
            tx,
            (q) => lockPlayerUnitAndGame(q, claims, input.game_slug, { jackpots: false }),
            (q) =>
              readTransaction<RgReadColumns & { round_row: RoundRead | null }>(
                q,
                input.transaction_id,
                (param) => `${rgReadsSql(claims.userId, param)},
            (SELECT json_build_object('bet', bet, 'play', play) FROM game_rounds WHERE unit_id = ${param(claims.unitId)}
               AND game_slug = ${param(input.game_slug)} AND round_id = ${param(input.round_id)} FOR UPDATE) AS round_row`,
              ),
          );
          // RG's clock once the locks are held, as a bet's.
          const rgAt = rgClockOf(ctx).now();
          const { unit, game } = locked;
          if (earlier) return replayOf(earlier, 'win', unit.unitId, input);
          if (also.round_row === null || Number(also.round_row.bet) <= 0) throw fail(ErrorCodes.walletBetNotFound);
          const change = { unitId: unit.unitId, siteId: unit.siteId, game: game.slug, round: input.round_id };
          // A round of play money pays play money, whatever the site's switch says now; RG counts no play win.
          if (also.round_row.play) {
            return finishPlay(
              tx,
              book,
              unit,
              { action: 'win', input },
              input.amount,
              { ...change, win: input.amount },
              null,
            );
          }
          const hold = await holdRg(tx, claims.userId, rgAt, locked.rg, also);
          await book.transfer({
            idempotencyKey: `wallet:win:${input.transaction_id}`,
            from: systemAccount('game_house', unit.currency),
            to: unitAccount(unit.unitId, 'cash'),
            amount: input.amount,
            kind: GameKinds.win,
            metadata: metadata(input, game),
          });
          const settlement = { userId: claims.userId, unitId: unit.unitId, amount: input.amount, source: 'wallet_win' };
          await recordSettlement(tx, book, { ...settlement, kind: 'win' }, hold);
          return finish(tx, book, unit, { action: 'win', input }, { ...change, win: input.amount }, hold);
        }),
      );
    },

    async rollback(input) {
      const claims = await session(input.player_token, input.game_slug, true);
      return ledger.run(async (tx, book) => {
        // A game dropped from the catalogue mid-round still settles its bets.
        const locked = await lockPlayerUnitAndGame(tx, claims, input.game_slug, { jackpots: false });
        const { unit, game } = locked;
        const now = clock.now();
        let bet = await findTransaction(tx, input.transaction_id);
        if (!bet) {
          // The bet has not arrived: record it as rolled back, so that it is refused when it does.
          const answer = await currentAnswer(tx, book, unit, input.transaction_id);
          const recorded = await tx.query(
            `INSERT INTO wallet_transactions (transaction_id, action, unit_id, game_slug, round_id, amount, status,
               rollback_answer, created_at, updated_at, play)
             VALUES ($1, 'bet', $2, $3, $4, $5, 'rolled_back', $6, $7, $7, $8)
             ON CONFLICT (transaction_id) DO NOTHING RETURNING transaction_id`,
            [
              input.transaction_id,
              unit.unitId,
              game.slug,
              input.round_id,
              input.amount ?? null,
              JSON.stringify(answer),
              now,
              !unit.realMoney,
            ],
          );
          if (recorded.rows.length > 0) return answer;
          bet = await findTransaction(tx, input.transaction_id);
          if (!bet) throw new Error(`wallet: transaction ${input.transaction_id} conflicted but cannot be read`);
        }
        if (bet.action !== 'bet') throw fail(ErrorCodes.walletNotABet);
        const same =
          bet.unit_id === unit.unitId &&
          bet.game_slug === game.slug &&
          bet.round_id === input.round_id &&
          (input.amount === undefined || bet.amount === null || bet.amount === input.amount);
        if (!same) throw fail(ErrorCodes.idempotencyConflict);
        if (bet.status === 'rolled_back') {
          if (!bet.rollback_answer) throw new Error(`wallet: rollback of ${bet.transaction_id} has no answer`);
          return bet.rollback_answer;
        }
        if (bet.play) return rollBackPlay(tx, book, unit, game, bet, input.round_id);
        const hold = await holdRg(tx, claims.userId, rgClockOf(ctx).now(), locked.rg);
        await undoBetEffects(tx, book, {
          transactionId: bet.transaction_id,
          unitId: unit.unitId,
          currency: unit.currency,
          gameSlug: game.slug,
          roundId: input.round_id,
          effects: bet.effects,
        });
        for (const kind of BET_DRAW_ORDER) {
          const part = bet.parts[kind] ?? 0;
          if (part <= 0) continue;
          await book.transfer({
            idempotencyKey: `wallet:rollback:${bet.transaction_id}:${kind}`,
            from: systemAccount('game_house', unit.currency),
            to: unitAccount(unit.unitId, kind),
            amount: part,
            kind: GameKinds.rollback,
            metadata: metadata(input, game),
          });
        }
        await recordSettlement(
          tx,
          book,
          {
            userId: claims.userId,
            unitId: unit.unitId,
            amount: bet.amount ?? 0,
            source: 'wallet_rollback',
            kind: 'rollback',
          },
          hold,
        );
        const answer = answerOf(await book.unitBalances(unit.unitId), unit.currency, input.transaction_id);
        const change = { unitId: unit.unitId, siteId: unit.siteId, game: game.slug, round: input.round_id };
        await markRolledBack(tx, bet.transaction_id, answer, { ...change, bet: -(bet.amount ?? 0) }, hold);
        return answer;
      });
    },
  };
}
