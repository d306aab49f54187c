/**
 * The seamless wallet: POST /v1/wallet/balance|bet|win|rollback, every call signed over its raw body
 * (http/signed-json.ts) with PAYMENTS_WEBHOOK_SECRET, as a game server sends them (contract/games.ts).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../../context';
import { requireSignedJson } from '../../http/signed-json';
import { ErrorAnswer } from '../../http/error-schema';
import { WalletAnswer, WalletBalanceBody, WalletRollbackBody, WalletTransactionBody } from './schemas';
import { createWalletService } from './service';

export const walletRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const wallet = createWalletService(ctx);
  const signed = requireSignedJson(app, ctx.config.paymentsWebhookSecret);
  const response = { 200: WalletAnswer, '4xx': ErrorAnswer };

  app.post(
    '/wallet/balance',
    { schema: { body: WalletBalanceBody, response }, preValidation: signed },
    async (request) => wallet.balance(request.body),
  );
  app.post(
    '/wallet/bet',
    { schema: { body: WalletTransactionBody, response }, preValidation: signed },
    async (request) => wallet.bet(request.body),
  );
  app.post(
    '/wallet/win',
    { schema: { body: WalletTransactionBody, response }, preValidation: signed },
    async (request) => wallet.win(request.body),
  );
  app.post(
    '/wallet/rollback',
    { schema: { body: WalletRollbackBody, response }, preValidation: signed },
    async (request) => wallet.rollback(request.body),
  );
};
