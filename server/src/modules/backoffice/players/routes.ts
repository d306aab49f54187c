/**
 * Player pages (players, players/<id>, its transactions, rounds, bonuses and notes), blocks, and adjustments with
 * their approval queue. Lists follow react-admin's simple REST conventions (lists.ts).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import type { ModuleOptions } from '../../../context';
import { staffOf } from '../guard';
import { ListQuerystring, parseFilter, parseList, sendList, type ListQuery } from '../lists';
import { errorAnswers, IdParams } from '../schemas';
import { ADJUSTMENT_SORTS, createAdjustments, type AdjustmentFilter } from './adjustments';
import { listBonuses, listNotes, listPlayers, listRounds, PLAYER_SORTS, type PlayerFilter } from './repository';
import {
  Adjustment,
  AdjustmentAnswer,
  AdjustmentBody,
  BlockBody,
  NoteBody,
  OperatorExclusionBody,
  PlayerBonus,
  PlayerDetail,
  PlayerNote,
  PlayerRgAnswer,
  PlayerRound,
  PlayerRow,
  PlayerTransaction,
  DecisionBody,
} from './schemas';
import { createPlayerRg } from './rg';
import { createPlayersService } from './service';
import { listTransactions, TRANSACTION_SORTS } from './transactions';

export const playersRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const players = createPlayersService(ctx);
  const adjustments = createAdjustments(ctx);
  const rg = createPlayerRg(ctx);

  app.get(
    '/players',
    {
      config: { backoffice: 'players' },
      schema: { querystring: ListQuerystring, response: { 200: Type.Array(PlayerRow), ...errorAnswers } },
    },
    async (request, reply) => {
      const { staff } = staffOf(request);
      const list = parseList(request.query, PLAYER_SORTS);
      const filter = parseFilter<PlayerFilter>(request.query.filter, { q: 'string', site_id: 'integer' });
      const { rows, total } = await listPlayers(ctx.db, staff.site_ids, filter, list);
      return sendList(reply, 'players', list, rows, total);
    },
  );

  app.get(
    '/players/:id',
    {
      config: { backoffice: 'players' },
      schema: { params: IdParams, response: { 200: PlayerDetail, ...errorAnswers } },
    },
    async (request) => players.detail(staffOf(request).staff, request.params.id),
  );

  /** The player's sub-lists: 404 for another site's player, then a page. */
  const subList = (
    path: string,
    resource: string,
    row: TSchema,
    sorts: readonly string[],
    read: (userId: number, list: ListQuery) => Promise<{ rows: unknown[]; total: number }>,
  ) =>
    app.get(
      `/players/:id/${path}`,
      {
        config: { backoffice: 'players' },
        schema: { params: IdParams, querystring: ListQuerystring, response: { 200: Type.Array(row), ...errorAnswers } },
      },
      async (request, reply) => {
        const { staff } = staffOf(request);
        const list = parseList(request.query, sorts);
        parseFilter(request.query.filter, {});
        await players.assertVisible(staff, request.params.id);
        const { rows, total } = await read(request.params.id, list);
        return sendList(reply, resource, list, rows, total);
      },
    );

  subList('transactions', 'transactions', PlayerTransaction, TRANSACTION_SORTS, (id, list) =>
    listTransactions(ctx.db, id, list),
  );
  subList('rounds', 'rounds', PlayerRound, ['id', 'created_at'], (id, list) => listRounds(ctx.db, id, list));
  subList('bonuses', 'bonuses', PlayerBonus, ['created_at'], (id, list) => listBonuses(ctx.db, id, list));
  subList('notes', 'notes', PlayerNote, ['id'], (id, list) => listNotes(ctx.db, id, list));

  app.post(
    '/players/:id/notes',
    {
      config: { backoffice: 'notes' },
      schema: { params: IdParams, body: NoteBody, response: { 200: PlayerNote, ...errorAnswers } },
    },
    async (request) => players.addNote(staffOf(request).staff, request.params.id, request.body.text),
  );

  app.post(
    '/players/:id/blocks',
    {
      config: { backoffice: 'blocks' },
      schema: { params: IdParams, body: BlockBody, response: { 200: PlayerDetail, ...errorAnswers } },
    },
    async (request) => players.block(staffOf(request).staff, request.params.id, request.body),
  );

  app.get(
    '/players/:id/rg',
    {
      config: { backoffice: 'players' },
      schema: { params: IdParams, response: { 200: PlayerRgAnswer, ...errorAnswers } },
    },
    async (request) => rg.read(staffOf(request).staff, request.params.id),
  );

  app.post(
    '/players/:id/rg/exclusions',
    {
      config: { backoffice: 'rg' },
      schema: { params: IdParams, body: OperatorExclusionBody, response: { 200: PlayerRgAnswer, ...errorAnswers } },
    },
    async (request) => rg.exclude(staffOf(request).staff, request.params.id, request.body),
  );

  app.post(
    '/players/:id/adjustments',
    {
      config: { backoffice: 'adjustments' },
      schema: { params: IdParams, body: AdjustmentBody, response: { 200: AdjustmentAnswer, ...errorAnswers } },
    },
    async (request) => ({
      adjustment: await adjustments.create(staffOf(request).staff, request.params.id, request.body),
    }),
  );

  app.get(
    '/adjustments',
    {
      config: { backoffice: 'adjustments' },
      schema: { querystring: ListQuerystring, response: { 200: Type.Array(Adjustment), ...errorAnswers } },
    },
    async (request, reply) => {
      const { staff } = staffOf(request);
      const list = parseList(request.query, ADJUSTMENT_SORTS);
      const filter = parseFilter<AdjustmentFilter>(request.query.filter, {
        status: 'string',
        site_id: 'integer',
        player_id: 'integer',
      });
      const { rows, total } = await adjustments.list(staff, filter, list);
      return sendList(reply, 'adjustments', list, rows, total);
    },
  );

  app.post(
    '/adjustments/:id/approve',
    {
      config: { backoffice: 'adjustments' },
      schema: { params: IdParams, body: DecisionBody, response: { 200: AdjustmentAnswer, ...errorAnswers } },
      // The approver's note is optional: the audit row keeps the request's reason without one.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => ({
      adjustment: await adjustments.approve(staffOf(request).staff, request.params.id, request.body.reason ?? null),
    }),
  );

  app.post(
    '/adjustments/:id/reject',
    {
      config: { backoffice: 'adjustments' },
      schema: { params: IdParams, body: DecisionBody, response: { 200: AdjustmentAnswer, ...errorAnswers } },
      // The reason is optional here (the one who asked may withdraw it); a call with no body at all is that too.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => ({
      adjustment: await adjustments.reject(staffOf(request).staff, request.params.id, request.body.reason ?? null),
    }),
  );
};
