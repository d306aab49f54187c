/** Sign-in, enrolment and sign-out of the back office (contract/backoffice.ts). */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../../../context';
import { setSessionCookie, staffOf } from '../guard';
import {
  EnrolmentAnswer,
  EnrolmentBody,
  EnrolmentConfirmBody,
  errorAnswers,
  MeAnswer,
  SessionAnswer,
  SessionBody,
  Success,
} from '../schemas';
import { toStaff } from '../staff/repository';
import type { BackofficeSessions } from './service';

export const sessionRoutes: FastifyPluginAsyncTypebox<ModuleOptions & { sessions: BackofficeSessions }> = async (
  app,
  { sessions },
) => {
  app.post(
    '/session',
    {
      config: { backoffice: 'public' },
      schema: { body: SessionBody, response: { 200: SessionAnswer, ...errorAnswers } },
    },
    async (request, reply) => {
      const answer = await sessions.signIn(request.body, request.ip);
      setSessionCookie(request, reply, answer.token);
      return answer;
    },
  );

  app.get(
    '/session',
    { config: { backoffice: 'session' }, schema: { response: { 200: MeAnswer, ...errorAnswers } } },
    async (request) => ({ staff: toStaff(staffOf(request).staff) }),
  );

  app.delete(
    '/session',
    { config: { backoffice: 'session' }, schema: { response: { 200: Success, ...errorAnswers } } },
    async (request, reply) => {
      const { staff, sessionHash } = staffOf(request);
      await sessions.signOut(staff, sessionHash);
      setSessionCookie(request, reply, null);
      return { success: true as const };
    },
  );

  app.post(
    '/enrolment',
    {
      config: { backoffice: 'public' },
      schema: { body: EnrolmentBody, response: { 200: EnrolmentAnswer, ...errorAnswers } },
    },
    async (request) => sessions.enrolment(request.body, request.ip),
  );

  app.post(
    '/enrolment/confirm',
    {
      config: { backoffice: 'public' },
      schema: { body: EnrolmentConfirmBody, response: { 200: SessionAnswer, ...errorAnswers } },
    },
    async (request, reply) => {
      const answer = await sessions.confirmEnrolment(request.body, request.ip);
      setSessionCookie(request, reply, answer.token);
      return answer;
    },
  );
};
