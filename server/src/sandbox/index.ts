/**
 * Everything the sandbox mounts: its routes under /sandbox, its hosted pages, the support chat service and the
 * game server. app.ts imports this module only when SANDBOX is on, so a production server never loads any of it.
 */

import type { FastifyInstance } from 'fastify';
import { ApiPaths } from '../../../contract/api';
import { CHAT_SOCKET_PATH } from '../../../contract/chat';
import type { AppContext } from '../context';
import type { HappyHourScheduler } from '../modules/happy-hours/scheduler';
import { signBody, SIGNATURE_HEADER } from '../modules/payments/signature';
import { clientAddressOf } from '../ratelimit/client-address';
import { registerRealtime } from '../realtime/plugin';
import { sandboxBackofficeRoutes } from './backoffice-routes';
import { sandboxBlockRoutes } from './block-routes';
import { chatRoutes, sandboxChatAdminRoutes } from './chat/routes';
import { sandboxExclusionRegisterRoutes } from './exclusion-register-routes';
import { sandboxClockRoutes } from './clock-routes';
import { createChatService } from './chat/service';
import { authenticateChat, createChatTopics } from './chat/topics';
import { sandboxGameRoutes } from './games/routes';
import { sandboxHappyHourRoutes } from './happy-hour-routes';
import { sandboxJackpotRoutes } from './jackpot-routes';
import { sandboxKycRoutes } from './kyc-routes';
import { sandboxPaymentRoutes } from './payment-routes';
import { sandboxSiteRoutes } from './site-routes';
import { sandboxSmsRoutes } from './sms-routes';
import { sandboxVoucherRoutes } from './voucher-routes';
import { sandboxWithdrawalRoutes } from './withdrawal-routes';

export async function registerSandbox(
  app: FastifyInstance,
  { ctx, happyHours }: { ctx: AppContext; happyHours: HappyHourScheduler },
): Promise<void> {
  await app.register(sandboxSmsRoutes, { prefix: '/sandbox', ctx });
  await app.register(sandboxVoucherRoutes, { prefix: '/sandbox', ctx });
  await app.register(sandboxBlockRoutes, { prefix: '/sandbox', ctx });
  await app.register(sandboxSiteRoutes, { prefix: '/sandbox', ctx });
  await app.register(sandboxWithdrawalRoutes, { prefix: '/sandbox', ctx });
  await app.register(sandboxJackpotRoutes, { prefix: '/sandbox', ctx });
  await app.register(sandboxHappyHourRoutes, { prefix: '/sandbox', ctx, scheduler: happyHours });
  await app.register(sandboxKycRoutes, { prefix: '/sandbox', ctx });
  await app.register(sandboxBackofficeRoutes, { prefix: '/sandbox', ctx });
  await app.register(sandboxClockRoutes, { prefix: '/sandbox', ctx });
  await app.register(sandboxExclusionRegisterRoutes, { prefix: '/sandbox', ctx });
  // The support chat service (contract/chat.ts) and its own socket, whose tokens are chat tokens.
  await app.register(chatRoutes, { prefix: '/chat', ctx });
  await app.register(sandboxChatAdminRoutes, { prefix: '/sandbox', ctx });
  const chat = createChatService(ctx);
  registerRealtime(app, {
    bus: ctx.bus,
    path: CHAT_SOCKET_PATH,
    authenticate: (token) => authenticateChat(chat, token),
    clientAddress: clientAddressOf(ctx.config.trustProxy),
    topics: createChatTopics(chat),
    log: app.log,
  });
  // The sandbox provider calls our own callback route in-process, through the whole HTTP pipeline.
  const deliver = async (rawBody: string, signature: string) =>
    (
      await app.inject({
        method: 'POST',
        url: ApiPaths.paymentCallback,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: rawBody,
      })
    ).statusCode;
  await app.register(sandboxPaymentRoutes, { prefix: '/sandbox', ctx, deliver });
  // The sandbox game server calls our seamless wallet the same way, signed, as a real aggregator would.
  const wallet = async (path: string, body: object) => {
    const raw = JSON.stringify(body);
    const answer = await app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(ctx.config.paymentsWebhookSecret, raw),
      },
      payload: raw,
    });
    return { status: answer.statusCode, body: answer.json() as unknown };
  };
  await app.register(sandboxGameRoutes, { prefix: '/sandbox', ctx, wallet });
}
