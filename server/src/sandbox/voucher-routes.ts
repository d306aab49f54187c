/** Sandbox stand-in for the voucher provider: mints vouchers to load (mounted only when SANDBOX is on). */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../context';
import { MintVoucherAnswer, MintVoucherBody } from '../modules/acoin/schemas';
import { mintVoucher } from '../modules/acoin/vouchers';
import { ErrorAnswer } from '../modules/units/schemas';

export const sandboxVoucherRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  app.post(
    '/vouchers',
    { schema: { body: MintVoucherBody, response: { 200: MintVoucherAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const code = await mintVoucher(ctx.db, { siteId: request.body.site_id, amount: request.body.amount });
      request.log.info({ code, amount: request.body.amount, site_id: request.body.site_id }, 'sandbox voucher minted');
      return { code };
    },
  );
};
