/**
 * Sandbox stand-in for the operator console's site settings: closes or reopens a site, changes its funds mode or
 * sets fields of its unit config, through the same function as `npm run admin -- site|config …` (mounted only when
 * SANDBOX is on).
 */

import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCodes } from '../../../contract/errors';
import { SandboxPaths } from '../../../contract/sandbox';
import { updateSite } from '../admin/sites';
import type { ModuleOptions } from '../context';
import { SiteId } from '../db/column-schemas';
import { fail } from '../errors';
import { unknownConfigKeys, UnitConfigPatchSchema } from '../modules/units/config';
import { ErrorAnswer } from '../http/error-schema';

const SandboxSiteBody = Type.Object(
  {
    site_id: SiteId,
    active: Type.Optional(Type.Boolean()),
    funds_mode: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_]{0,31}$', maxLength: 32 })),
    // Fields of the unit config to set, groups (upi_*) field by field; the others keep their values.
    config: Type.Optional(UnitConfigPatchSchema),
  },
  { additionalProperties: false },
);

// The config is not echoed: a unit answers it (unit.config), and this answer's shape is fixed.
const SandboxSiteAnswer = Type.Object({ site_id: Type.Integer(), active: Type.Boolean(), funds_mode: Type.String() });

export const sandboxSiteRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  app.post(
    SandboxPaths.sites.replace('/sandbox', ''),
    {
      schema: { body: SandboxSiteBody, response: { 200: SandboxSiteAnswer, '4xx': ErrorAnswer } },
      // Unknown keys would be dropped silently by validation; a misspelt setting must not look saved.
      preValidation: async (request) => {
        const body = request.body as { config?: unknown } | null;
        const unknown = unknownConfigKeys(body?.config);
        if (unknown.length > 0) throw fail(ErrorCodes.validation, `config has no setting ${unknown.join(', ')}`);
      },
    },
    async (request) => {
      const { site_id, active, funds_mode, config } = request.body;
      const site = await updateSite(ctx.db, site_id, { active, fundsMode: funds_mode, config });
      if (!site) throw fail(ErrorCodes.siteNotFound);
      request.log.info({ site_id, active, funds_mode, config }, 'sandbox site changed');
      return { site_id: site.siteId, active: site.active, funds_mode: site.fundsMode };
    },
  );
};
