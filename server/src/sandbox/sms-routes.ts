/** GET /sandbox/sms?phone=<E.164>: what the SMS stand-in has "sent" to a phone, oldest first. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleOptions } from '../context';
import { normalisePhone } from '../modules/users/phone';
import { ErrorAnswer } from '../http/error-schema';
import { listOutbox } from '../sms/outbox';

const Query = Type.Object({ phone: Type.String({ minLength: 1, maxLength: 32 }) });

const Answer = Type.Object({
  messages: Type.Array(
    Type.Object({
      phone: Type.String(),
      text: Type.String(),
      otp: Type.Union([Type.String(), Type.Null()]),
      sent_at: Type.String(),
    }),
  ),
});

export const sandboxSmsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/sms',
    { schema: { querystring: Query, response: { 200: Answer, '4xx': ErrorAnswer } } },
    async (request) => ({ messages: await listOutbox(ctx.db, normalisePhone(request.query.phone)) }),
  );
};
