/**
 * The one dataProvider: ra-data-simple-rest over /v1/backoffice (the contract follows its conventions), plus what a
 * plain REST resource cannot say: a player's sub-lists, the site config, and the actions staff take with a reason.
 */

import type { OperatorExclusionRequest, PlayerRgAnswer } from '../../contract/backoffice';
import { ErrorCodes } from '../../contract/errors';
import type { DailyReport, ReportFigures } from '../../contract/reports';
import {
  HttpError,
  type DataProvider,
  type GetManyReferenceParams,
  type GetManyReferenceResult,
  type RaRecord,
} from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { API, api, httpClient, post } from './http';

/** A player's own lists: resource name → path under players/<id>/. */
export const PLAYER_LISTS = {
  player_transactions: 'transactions',
  player_rounds: 'rounds',
  player_bonuses: 'bonuses',
  player_notes: 'notes',
} as const;
type PlayerList = keyof typeof PLAYER_LISTS;

const isPlayerList = (resource: string): resource is PlayerList => resource in PLAYER_LISTS;

/** The last number of `Content-Range: players 0-24/319`. */
export function totalOf(headers: Headers): number {
  const range = headers.get('content-range');
  const total = range ? Number(range.split('/').pop()) : NaN;
  if (!Number.isFinite(total)) throw new Error('The server answered a list without Content-Range');
  return total;
}

function listQuery(params: Pick<GetManyReferenceParams, 'pagination' | 'sort' | 'filter'>): string {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const query = new URLSearchParams({
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    filter: JSON.stringify(params.filter ?? {}),
  });
  if (params.sort?.field) query.set('sort', JSON.stringify([params.sort.field, params.sort.order]));
  return query.toString();
}

/** The field a 422's message starts with (`seed_amount must be at most …`, `upi_withdrawal.fee must be …`). */
const NAMED_FIELD = /^([a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)?) /;

function valueAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined),
      data,
    );
}

/**
 * A save refused with 422 validation_error, its message also put under the field it names: react-admin shows an
 * HttpError's `body.errors` beside the inputs, and `root.serverError` as the notification. Only a field the form sent
 * is named (an error on a field the form has not would keep it from being sent again).
 */
export async function withFieldErrors<T>(data: unknown, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 422) throw error;
    const body = error.body as { error?: { code?: string; message?: string } } | undefined;
    const message = body?.error?.message;
    const field = message && body.error?.code === ErrorCodes.validation ? NAMED_FIELD.exec(message)?.[1] : undefined;
    if (!message || !field || valueAt(data, field) === undefined) throw error;
    throw new HttpError(error.message, error.status, {
      ...body,
      errors: { [field]: message, root: { serverError: message } },
    });
  }
}

/** The report answers, as the contract gives them (contract/reports.ts). */
export type Summary = ReportFigures;
export type DailyRow = DailyReport;

export type BlockKind = 'login' | 'deposit' | 'withdrawal' | 'game';

export interface AdjustmentAnswer {
  adjustment: { id: number; status: 'applied' | 'awaiting_approval' | 'rejected' };
}

/** The actions beside CRUD, each a POST with what the contract asks for. */
export interface ConsoleActions {
  addNote(playerId: number, text: string): Promise<RaRecord>;
  setBlock(playerId: number, block: BlockKind, on: boolean, reason: string): Promise<RaRecord>;
  adjust(playerId: number, amount: number, reason: string): Promise<AdjustmentAnswer>;
  /** The player's limits, session settings, restriction and restriction history. */
  playerRg(playerId: number): Promise<PlayerRgAnswer>;
  /** An operator exclusion (compliance), which the player cannot lift. */
  excludePlayer(playerId: number, exclusion: OperatorExclusionRequest): Promise<PlayerRgAnswer>;
  decideAdjustment(id: number, decision: 'approve' | 'reject', reason?: string): Promise<AdjustmentAnswer>;
  approveWithdrawal(id: number, reference: string): Promise<unknown>;
  rejectWithdrawal(id: number, reason: string): Promise<unknown>;
  /** The reason is required only for a verification the player never submitted. */
  approveVerification(id: number | string, reason?: string): Promise<unknown>;
  rejectVerification(id: number | string, reason: string): Promise<unknown>;
  summary(siteId: number, from: string, to: string): Promise<Summary>;
  daily(siteId: number, from: string, to: string): Promise<DailyRow[]>;
}

export type ConsoleDataProvider = DataProvider & ConsoleActions;

export function createDataProvider(base = API): ConsoleDataProvider {
  const rest = simpleRestProvider(base, httpClient, 'Content-Range');
  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

  const actions: ConsoleActions = {
    addNote: (playerId, text) => post<RaRecord>(`/players/${playerId}/notes`, { text }),
    setBlock: (playerId, block, on, reason) => post<RaRecord>(`/players/${playerId}/blocks`, { block, on, reason }),
    adjust: (playerId, amount, reason) =>
      post<AdjustmentAnswer>(`/players/${playerId}/adjustments`, { amount, reason }),
    playerRg: (playerId) => api<PlayerRgAnswer>(`/players/${playerId}/rg`),
    excludePlayer: (playerId, exclusion) => post<PlayerRgAnswer>(`/players/${playerId}/rg/exclusions`, exclusion),
    decideAdjustment: (id, decision, reason) =>
      post<AdjustmentAnswer>(`/adjustments/${id}/${decision}`, reason ? { reason } : {}),
    approveWithdrawal: (id, reference) => post(`/withdrawals/${id}/approve`, { reference }),
    rejectWithdrawal: (id, reason) => post(`/withdrawals/${id}/reject`, { reason }),
    approveVerification: (id, reason) =>
      post(`/verifications/${encodeURIComponent(String(id))}/approve`, reason ? { reason } : {}),
    rejectVerification: (id, reason) => post(`/verifications/${encodeURIComponent(String(id))}/reject`, { reason }),
    summary: (siteId, from, to) => api<Summary>(`/reports/summary?${query({ site_id: siteId, from, to })}`),
    daily: (siteId, from, to) => api<DailyRow[]>(`/reports/daily?${query({ site_id: siteId, from, to })}`),
  };

  return {
    ...rest,
    ...actions,

    async getManyReference(resource, params): Promise<GetManyReferenceResult> {
      if (!isPlayerList(resource)) return rest.getManyReference(resource, params);
      const { headers, json } = await httpClient(
        `${base}/players/${encodeURIComponent(String(params.id))}/${PLAYER_LISTS[resource]}?${listQuery(params)}`,
      );
      return { data: json as RaRecord[], total: totalOf(headers) };
    },

    // The lists filter by named fields only (an unknown key is 422), so records are read one by one.
    async getMany(resource, params) {
      const records = await Promise.all(params.ids.map((id) => rest.getOne(resource, { id })));
      return { data: records.map((record) => record.data) };
    },

    async getOne(resource, params) {
      if (resource === 'site_config') {
        const config = await api<Record<string, unknown>>(`/sites/${encodeURIComponent(String(params.id))}/config`);
        return { data: { ...config, id: params.id } as never };
      }
      return rest.getOne(resource, params);
    },

    update: (resource, params) =>
      withFieldErrors(params.data, async () => {
        if (resource !== 'site_config') return rest.update(resource, params);
        const { id: _id, ...config } = params.data as Record<string, unknown>;
        const saved = await api<Record<string, unknown>>(`/sites/${encodeURIComponent(String(params.id))}/config`, {
          method: 'PUT',
          body: JSON.stringify(config),
        });
        return { data: { ...saved, id: params.id } as never };
      }),

    async create(resource, params) {
      if (resource === 'player_notes') {
        const { player_id, text } = params.data as { player_id: number; text: string };
        return { data: (await actions.addNote(player_id, text)) as never };
      }
      return withFieldErrors(params.data, () => rest.create(resource, params));
    },
  };
}

/** Where the bank's bulk-payment file of pending EFT withdrawals downloads from (a plain link: the cookie goes). */
export function eftExportUrl(siteId?: number): string {
  const params = new URLSearchParams({ method: 'eft', status: 'pending' });
  if (siteId !== undefined) params.set('site_id', String(siteId));
  return `${API}/withdrawals/export.csv?${params.toString()}`;
}
