/**
 * Promotions, games and site settings (contract/backoffice-promotions.ts): happy hours, bonus campaigns and jackpots
 * as react-admin resources (crud.ts), games per site, the staff member's sites and a site's unit config.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorCodes } from '../../../../../contract/errors';
import type { ModuleOptions } from '../../../context';
import { fail } from '../../../errors';
import { checkConfigPatch, OperatorUnitConfigSchema, UnitConfigError, UnitConfigPatchSchema } from '../../units/config';
import { staffOf } from '../guard';
import { ListQuerystring, parseFilter, parseList, sendList } from '../lists';
import { errorAnswers } from '../schemas';
import { CAMPAIGN_SORTS, createCampaigns } from './campaigns';
import { registerCrud } from './crud';
import { createGames, GAME_SORTS, type GameFilter } from './games';
import { createHappyHours, HAPPY_HOUR_SORTS } from './happy-hours';
import { createJackpots, JACKPOT_SORTS } from './jackpots';
import {
  BonusCampaign,
  BonusCampaignCreateBody,
  BonusCampaignUpdateBody,
  Game,
  GameQuery,
  GameToggleBody,
  HappyHour,
  HappyHourCreateBody,
  HappyHourUpdateBody,
  Jackpot,
  JackpotCreateBody,
  JackpotUpdateBody,
  Site,
  SiteParams,
  SlugParams,
} from './schemas';
import { asValidation, staffSites } from './scope';
import { createSiteConfigs } from './sites';

export const promotionsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  registerCrud(app, {
    resource: 'happy_hours',
    access: 'promotions',
    row: HappyHour,
    createBody: HappyHourCreateBody,
    updateBody: HappyHourUpdateBody,
    sorts: HAPPY_HOUR_SORTS,
    filter: { site_id: 'integer', active: 'boolean' },
    service: createHappyHours(ctx),
  });
  registerCrud(app, {
    resource: 'bonus_campaigns',
    access: 'promotions',
    row: BonusCampaign,
    createBody: BonusCampaignCreateBody,
    updateBody: BonusCampaignUpdateBody,
    sorts: CAMPAIGN_SORTS,
    filter: { site_id: 'integer', active: 'boolean', type: 'string' },
    service: createCampaigns(ctx),
  });
  registerCrud(app, {
    resource: 'jackpots',
    access: 'promotions',
    row: Jackpot,
    createBody: JackpotCreateBody,
    updateBody: JackpotUpdateBody,
    sorts: JACKPOT_SORTS,
    filter: { site_id: 'integer', active: 'boolean' },
    service: createJackpots(ctx),
  });

  const games = createGames(ctx);
  app.get(
    '/games',
    {
      config: { backoffice: 'games' },
      schema: { querystring: ListQuerystring, response: { 200: Type.Array(Game), ...errorAnswers } },
    },
    async (request, reply) => {
      const list = parseList(request.query, GAME_SORTS, ['name', 'ASC']);
      const filter = parseFilter<GameFilter>(request.query.filter, {
        site_id: 'integer',
        q: 'string',
        enabled: 'boolean',
      });
      const { rows, total } = await games.list(staffOf(request).staff, filter, list);
      return sendList(reply, 'games', list, rows, total);
    },
  );
  app.get(
    '/games/:slug',
    {
      config: { backoffice: 'games' },
      schema: { params: SlugParams, querystring: GameQuery, response: { 200: Game, ...errorAnswers } },
    },
    async (request) => games.one(staffOf(request).staff, request.params.slug, request.query.site_id),
  );
  app.put(
    '/games/:slug',
    {
      config: { backoffice: 'games' },
      schema: { params: SlugParams, body: GameToggleBody, response: { 200: Game, ...errorAnswers } },
    },
    async (request) => games.toggle(staffOf(request).staff, request.params.slug, request.body),
  );

  app.get(
    '/sites',
    {
      config: { backoffice: 'sites' },
      schema: { querystring: ListQuerystring, response: { 200: Type.Array(Site), ...errorAnswers } },
    },
    async (request, reply) => {
      // Every one of the staff member's sites, in one page: a handful, never paged.
      parseFilter(request.query.filter, {});
      const sites = await staffSites(ctx.db, staffOf(request).staff);
      return sendList(
        reply,
        'sites',
        { offset: 0, limit: sites.length, sort: 'id', order: 'ASC' },
        sites,
        sites.length,
      );
    },
  );

  const configs = createSiteConfigs(ctx);
  app.get(
    '/sites/:site/config',
    {
      config: { backoffice: 'site_config' },
      schema: { params: SiteParams, response: { 200: OperatorUnitConfigSchema, ...errorAnswers } },
    },
    async (request) => configs.read(staffOf(request).staff, request.params.site),
  );
  app.put(
    '/sites/:site/config',
    {
      config: { backoffice: 'site_config' },
      schema: {
        params: SiteParams,
        body: UnitConfigPatchSchema,
        response: { 200: OperatorUnitConfigSchema, ...errorAnswers },
      },
      // Each value checked as the CLI checks it, with its message; an unknown key is refused, never dropped.
      preValidation: async (request) => {
        asValidation(UnitConfigError, () => checkConfigPatch(request.body ?? {}));
      },
    },
    async (request) => {
      if (Object.keys(request.body).length === 0) throw fail(ErrorCodes.validation, 'the body names no setting');
      return configs.update(staffOf(request).staff, request.params.site, request.body);
    },
  );
};
