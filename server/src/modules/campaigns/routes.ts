/**
 * Bonus campaigns (contract/campaigns.ts): GET hp/bonus_campaigns/currents|passed|in_bonus and <id>, POST
 * <id>/accept, and ours: GET offers?site_id, a site's open campaigns for visitors. A bearer is optional; when sent,
 * the unit must be its player's. Also runs the periodic sweep.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { bearer } from '../../auth/tokens';
import type { ModuleOptions } from '../../context';
import { ErrorAnswer } from '../../http/error-schema';
import {
  AcceptAnswer,
  BonusCampaignAnswer,
  BonusCampaignsAnswer,
  CampaignParams,
  OptionalTokenQuery,
  SiteQuery,
  TokenBody,
  TokenQuery,
} from './schemas';
import { createCampaignsService, SWEEP_EVERY_MS } from './service';

export const campaignsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const campaigns = createCampaignsService(ctx);

  async function principalUserId(request: FastifyRequest): Promise<number | undefined> {
    if (request.headers.authorization === undefined) return undefined;
    return (await bearer(request, ctx.tokens, ctx.clock.now())).userId;
  }

  const lists = { currents: campaigns.currents, passed: campaigns.passed, in_bonus: campaigns.inBonus } as const;
  for (const [name, list] of Object.entries(lists)) {
    app.get(
      `/hp/bonus_campaigns/${name}`,
      { schema: { querystring: TokenQuery, response: { 200: BonusCampaignsAnswer, '4xx': ErrorAnswer } } },
      async (request) => list(await campaigns.ownedUnit(request.query.token, await principalUserId(request))),
    );
  }

  // A static path: the router prefers it to ':id' below.
  app.get(
    '/hp/bonus_campaigns/offers',
    { schema: { querystring: SiteQuery, response: { 200: BonusCampaignsAnswer, '4xx': ErrorAnswer } } },
    async (request) => campaigns.offers(request.query.site_id),
  );

  app.get(
    '/hp/bonus_campaigns/:id',
    {
      schema: {
        params: CampaignParams,
        querystring: OptionalTokenQuery,
        response: { 200: BonusCampaignAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      const { token } = request.query;
      const unit = token === undefined ? undefined : await campaigns.ownedUnit(token, await principalUserId(request));
      return campaigns.one(request.params.id, unit);
    },
  );

  app.post(
    '/hp/bonus_campaigns/:id/accept',
    { schema: { params: CampaignParams, body: TokenBody, response: { 200: AcceptAnswer, '4xx': ErrorAnswer } } },
    async (request) => campaigns.accept(request.params.id, request.body.token, await principalUserId(request)),
  );

  // Expired bonuses are forfeited and missed deposits credited even for units nobody is looking at.
  const sweeper = setInterval(() => {
    campaigns.sweep().catch((err: unknown) => ctx.log.warn({ err }, 'campaigns: sweep failed'));
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
};
