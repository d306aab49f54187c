/** Routes of SPEC §7 "Account and auth" under /v1. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer } from '../../auth/tokens';
import type { ModuleOptions } from '../../context';
import { createProfileService } from './profile';
import {
  AuthTokens,
  ChangePasswordBody,
  ConfirmPhoneAnswer,
  ConfirmPhoneBody,
  CreateBankAccountBody,
  CreateUpiAccountBody,
  CreateUserBody,
  DeleteAccountBody,
  errorAnswers,
  LoginBody,
  PasswordTokenAnswer,
  PasswordTokenBody,
  RefreshTokenBody,
  SendOtpBody,
  SessionAnswer,
  SetPasswordBody,
  StartPhoneEditBody,
  Success,
  UpdateUserBody,
  UserAnswer,
} from './schemas';
import { createUsersService } from './service';

export const usersRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const users = createUsersService(ctx);
  const profile = createProfileService(ctx);
  const signedIn = (request: Parameters<typeof bearer>[0]) => bearer(request, ctx.tokens, ctx.clock.now());

  app.post(
    '/hp/users/send_otp',
    { schema: { body: SendOtpBody, response: { 200: Success, ...errorAnswers } } },
    async (request) => {
      await users.sendOtp(request.body, request.ip);
      return { success: true as const };
    },
  );

  app.post(
    '/hp/users/start_registration',
    { schema: { body: SendOtpBody, response: { 200: Success, ...errorAnswers } } },
    async (request) => {
      await users.startRegistration(request.body, request.ip);
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
    async (request) => users.login(request.body, request.ip),
  );

  app.post(
    '/hp/users/refresh_token',
    { schema: { body: RefreshTokenBody, response: { 200: AuthTokens, ...errorAnswers } } },
    async (request) => users.refresh(request.body.token),
  );

  app.post(
    '/hp/users/password/token/create',
    { schema: { body: PasswordTokenBody, response: { 200: PasswordTokenAnswer, ...errorAnswers } } },
    async (request) => ({ password_token: await users.passwordToken(request.body) }),
  );

  app.post(
    '/hp/users/password',
    { schema: { body: SetPasswordBody, response: { 200: Success, ...errorAnswers } } },
    async (request) => {
      await users.setPassword(request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/hp/users/password/change',
    { schema: { body: ChangePasswordBody, response: { 200: AuthTokens, ...errorAnswers } } },
    async (request) => users.changePassword(await signedIn(request), request.body, request.ip),
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
    async (request) => ({ user: await profile.update(await signedIn(request), request.body) }),
  );

  app.post(
    '/hp/users/start_phone_edit',
    { schema: { body: StartPhoneEditBody, response: { 200: Success, ...errorAnswers } } },
    async (request) => {
      await profile.startPhoneEdit(await signedIn(request), request.body, request.ip);
      return { success: true as const };
    },
  );

  app.post(
    '/hp/users/player_bank_accounts/create',
    { schema: { body: CreateBankAccountBody, response: { 200: UserAnswer, ...errorAnswers } } },
    async (request) => ({ user: await profile.createBankAccount(await signedIn(request), request.body) }),
  );

  app.post(
    '/hp/users/player_bank_accounts/delete',
    { schema: { body: DeleteAccountBody, response: { 200: UserAnswer, ...errorAnswers } } },
    async (request) => ({ user: await profile.deleteBankAccount(await signedIn(request), request.body.id) }),
  );

  app.post(
    '/hp/users/player_upi_accounts/create',
    { schema: { body: CreateUpiAccountBody, response: { 200: UserAnswer, ...errorAnswers } } },
    async (request) => ({ user: await profile.createUpiAccount(await signedIn(request), request.body) }),
  );

  app.post(
    '/hp/users/player_upi_accounts/delete',
    { schema: { body: DeleteAccountBody, response: { 200: UserAnswer, ...errorAnswers } } },
    async (request) => ({ user: await profile.deleteUpiAccount(await signedIn(request), request.body.id) }),
  );
};
