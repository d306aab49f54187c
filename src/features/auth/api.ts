import { ApiPaths, type SuccessAnswer } from '../../../contract/api';
import type {
  ConfirmPhoneAnswer,
  ConfirmPhoneRequest,
  CreateUserRequest,
  LoginRequest,
  PasswordTokenAnswer,
  PasswordTokenRequest,
  SendOtpRequest,
  SessionAnswer,
  SetPasswordRequest,
  StartRegistrationRequest,
} from '../../../contract/users';
import { baseApi } from '../../lib/api';

const publicCall = { auth: false } as const;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startRegistration: build.mutation<SuccessAnswer, StartRegistrationRequest>({
      query: (body) => ({ url: ApiPaths.startRegistration, method: 'POST', body }),
      extraOptions: publicCall,
    }),
    confirmPhone: build.mutation<ConfirmPhoneAnswer, ConfirmPhoneRequest>({
      query: (body) => ({ url: ApiPaths.confirmPhone, method: 'POST', body }),
      extraOptions: publicCall,
    }),
    createUser: build.mutation<SessionAnswer, CreateUserRequest>({
      query: (body) => ({ url: ApiPaths.createUser, method: 'POST', body }),
      extraOptions: publicCall,
    }),
    login: build.mutation<SessionAnswer, LoginRequest>({
      query: (body) => ({ url: ApiPaths.login, method: 'POST', body }),
      extraOptions: publicCall,
    }),
    /** Reset password, step 1: a code to a registered phone. */
    sendOtp: build.mutation<SuccessAnswer, SendOtpRequest>({
      query: (body) => ({ url: ApiPaths.sendOtp, method: 'POST', body }),
      extraOptions: publicCall,
    }),
    /** Reset password, step 2: the code for a one-time password token. */
    passwordToken: build.mutation<PasswordTokenAnswer, PasswordTokenRequest>({
      query: (body) => ({ url: ApiPaths.passwordToken, method: 'POST', body }),
      extraOptions: publicCall,
    }),
    /** Reset password, step 3: the new password. */
    setPassword: build.mutation<SuccessAnswer, SetPasswordRequest>({
      query: (body) => ({ url: ApiPaths.password, method: 'POST', body }),
      extraOptions: publicCall,
    }),
  }),
});

export const {
  useStartRegistrationMutation,
  useConfirmPhoneMutation,
  useCreateUserMutation,
  useLoginMutation,
  useSendOtpMutation,
  usePasswordTokenMutation,
  useSetPasswordMutation,
} = authApi;
