/** Sandbox stand-in for the voucher provider: mints vouchers to load (mounted only when SANDBOX is on). */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../context';
import { MintVoucherAnswer, MintVoucherBody } from '../modules/acoin/schemas';
import { ErrorAnswer } from '../http/error-schema';

export const sandboxVoucherRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const issuer = ctx.providers.vouchers;
  if (issuer === null) throw new Error('sandbox: mounted without the sandbox voucher issuer');
  app.post(
    '/vouchers',
    { schema: { body: MintVoucherBody, response: { 200: MintVoucherAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const code = await issuer.mint({ siteId: request.body.site_id, amount: request.body.amount });
      request.log.info({ code, amount: request.body.amount, site_id: request.body.site_id }, 'sandbox voucher minted');
      return { code };
    },
  );
};
