/** Routes of SPEC §7 "Account and auth" under /v1. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer } from '../../auth/tokens';
import type { ModuleOptions } from '../../context';
import {
  AuthTokens,
  ConfirmPhoneAnswer,
  ConfirmPhoneBody,
  CreateUserBody,
  errorAnswers,
  LoginBody,
  RefreshTokenBody,
  SendOtpBody,
  SessionAnswer,
  Success,
  UpdateUserBody,
  UserAnswer,
} from './schemas';
import { createUsersService } from './service';

export const usersRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const users = createUsersService(ctx);

  app.post(
    '/hp/users/send_otp',
    { schema: { body: SendOtpBody, response: { 200: Success, ...errorAnswers } } },
    async (request) => {
      await users.sendOtp(request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/hp/users/start_registration',
    { schema: { body: SendOtpBody, response: { 200: Success, ...errorAnswers } } },
    async (request) => {
      await users.startRegistration(request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/hp/users/confirm_phone',
    { schema: { body: ConfirmPhoneBody, response: { 200: ConfirmPhoneAnswer, ...errorAnswers } } },
    async (request) => ({ phone_token: await users.confirmPhone(request.body) }),
  );

  app.post(
    '/hp/users/create',
    { schema: { body: CreateUserBody, response: { 200: SessionAnswer, ...errorAnswers } } },
    async (request) => users.createUser(request.body),
  );

  app.post(
    '/hp/users/login',
    { schema: { body: LoginBody, response: { 200: SessionAnswer, ...errorAnswers } } },
    async (request) => users.login(request.body),
  );

  app.post(
    '/hp/users/refresh_token',
    { schema: { body: RefreshTokenBody, response: { 200: AuthTokens, ...errorAnswers } } },
    async (request) => users.refresh(request.body.token),
  );

  app.post(
    '/hp/users',
    {
      schema: { body: UpdateUserBody, response: { 200: UserAnswer, ...errorAnswers } },
      // SPEC: the plain profile call has an empty payload; a request with no body at all is that too.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const principal = await bearer(request, ctx.tokens, ctx.clock.now());
      return { user: await users.me(principal) };
    },
  );
};
