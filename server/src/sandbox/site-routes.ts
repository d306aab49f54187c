/**
 * Sandbox stand-in for the operator console's site settings: closes or reopens a site, or changes its funds mode,
 * through the same function as `npm run admin -- site …` (mounted only when SANDBOX is on).
 */

import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCodes } from '../../../contract/errors';
import { SandboxPaths } from '../../../contract/sandbox';
import { updateSite } from '../admin/sites';
import type { ModuleOptions } from '../context';
import { SiteId } from '../db/column-schemas';
import { fail } from '../errors';
import { ErrorAnswer } from '../modules/units/schemas';

const SandboxSiteBody = Type.Object(
  {
    site_id: SiteId,
    active: Type.Optional(Type.Boolean()),
    funds_mode: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_]{0,31}$', maxLength: 32 })),
  },
  { additionalProperties: false },
);

const SandboxSiteAnswer = Type.Object({ site_id: Type.Integer(), active: Type.Boolean(), funds_mode: Type.String() });

export const sandboxSiteRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  app.post(
    SandboxPaths.sites.replace('/sandbox', ''),
    { schema: { body: SandboxSiteBody, response: { 200: SandboxSiteAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const { site_id, active, funds_mode } = request.body;
      const site = await updateSite(ctx.db, site_id, { active, fundsMode: funds_mode });
      if (!site) throw fail(ErrorCodes.siteNotFound);
      request.log.info({ site_id, active, funds_mode }, 'sandbox site changed');
      return { site_id: site.siteId, active: site.active, funds_mode: site.fundsMode };
    },
  );
};
