/**
 * The sandbox chat service's HTTP side (contract/chat.ts), mounted with the sandbox at /chat: widget settings, chat
 * customers, agent sign-in, the frame and the agent console with their assets, and the operator's settings edit
 * (`PATCH /sandbox/chat/accounts/:account_id/settings`, registered by sandboxChatAdminRoutes).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCodes } from '../../../../contract/errors';
import type { ModuleOptions } from '../../context';
import { fail } from '../../errors';
import { authorize } from '../../modules/backoffice/guard';
import { createBackofficeSessions } from '../../modules/backoffice/session/service';
import { unitOwner } from '../../modules/units/repository';
import { createUnitsService } from '../../modules/units/service';
import { clientAssetRoute } from '../client-assets';
import { sendAssetPage } from '../../http/pages/hosted-page';
import { chatAssets } from './assets';
import { agentPage, framePage } from './pages';
import { ErrorAnswer } from '../../http/error-schema';
import {
  AccountIdQuery,
  AgentSignInBody,
  CustomerBody,
  CustomerSessionAnswer,
  SettingsChanges,
  WidgetSettingsAnswer,
} from './schemas';
import { createChatService } from './service';
import { validWorkingHours } from './working-hours';

export const chatRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const chat = createChatService(ctx);
  const units = createUnitsService(ctx);
  const staffSessions = createBackofficeSessions(ctx);

  app.get(
    '/api/widget_settings',
    { schema: { querystring: AccountIdQuery, response: { 200: WidgetSettingsAnswer, '4xx': ErrorAnswer } } },
    async (request) => ({ data: await chat.settings(request.query.account_id) }),
  );

  app.post(
    '/api/customers',
    { schema: { body: CustomerBody, response: { 200: CustomerSessionAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const { account_id, customer_id, customer_token, unit_token, metadata } = request.body;
      const account = await ctx.db.query<{ site_id: number | null }>(
        'SELECT site_id FROM chat_accounts WHERE id = $1',
        [account_id],
      );
      if (account.rows.length === 0) throw fail(ErrorCodes.chatAccountNotFound);
      let userId: number | null = null;
      if (unit_token) {
        const unit = await units.identify(unit_token);
        // a player of another site is a visitor here
        if (unit && unit.siteId === account.rows[0]!.site_id) {
          userId = (await unitOwner(ctx.db, unit.unitId)) ?? null;
        }
      }
      return chat.startCustomer({
        accountId: account_id,
        customerId: customer_id,
        customerToken: customer_token,
        userId,
        metadata,
      });
    },
  );

  app.post('/api/agent/sign_in', { schema: { body: AgentSignInBody } }, async (request) =>
    chat.agentSignIn(request.body.email, request.body.password, request.ip),
  );

  // Support staff come from the back office signed in: its session (cookie and CSRF header, or Bearer) is the proof.
  app.post('/api/agent/backoffice_sign_in', async (request) => {
    const { staff } = await authorize(staffSessions, request, 'chat');
    return chat.staffSignIn(staff);
  });

  app.get('/frame', { schema: { querystring: AccountIdQuery } }, async (request, reply) => {
    const settings = await chat.settings(request.query.account_id);
    const own = `${request.protocol}://${request.host}`;
    const allowedOrigins = [own, ...ctx.config.corsOrigins];
    const page = framePage(await chatAssets(), { accountId: request.query.account_id, settings, allowedOrigins });
    // The site shows the frame in its pages: framed by this origin and the site origins of CORS_ORIGINS only.
    return sendAssetPage(reply, page, { framedBy: ["'self'", ...ctx.config.corsOrigins], noReferrer: true });
  });

  // The console is framed by nobody.
  app.get('/agent/', async (_request, reply) => sendAssetPage(reply, agentPage(await chatAssets()), { framedBy: [] }));

  await app.register(clientAssetRoute, { path: '/assets', assets: chatAssets });
};

/** The operator's edit of an account's settings (sandbox only, like every sandbox route). */
export const sandboxChatAdminRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const chat = createChatService(ctx);
  app.get('/chat/accounts/:account_id/settings', { schema: { params: AccountIdQuery } }, async (request) =>
    chat.stored(request.params.account_id),
  );
  app.patch(
    '/chat/accounts/:account_id/settings',
    { schema: { params: AccountIdQuery, body: SettingsChanges } },
    async (request) => {
      const hours = request.body.working_hours;
      if (hours && !validWorkingHours(hours)) {
        throw fail(
          ErrorCodes.validation,
          'working_hours must name a time zone and days 0-6 open from HH:MM to a later HH:MM',
        );
      }
      return chat.updateSettings(request.params.account_id, request.body);
    },
  );
};
