import { ApiPaths } from '../../../contract/api';
import type {
  ChangePasswordAnswer,
  ChangePasswordRequest,
  ConfirmPhoneAnswer,
  ConfirmPhoneRequest,
  CreateBankAccountRequest,
  CreateUpiAccountRequest,
  DeleteAccountRequest,
  StartPhoneEditRequest,
  UpdateUserRequest,
  UserAnswer,
} from '../../../contract/users';
import { baseApi } from '../../lib/api';

/** The signed-in player's own account (all bearer). Each change answers the whole user. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<UserAnswer, UpdateUserRequest>({
      query: (body) => ({ url: ApiPaths.user, method: 'POST', body }),
    }),
    /** Sends a code to the new phone. */
    startPhoneEdit: build.mutation<unknown, StartPhoneEditRequest>({
      query: (body) => ({ url: ApiPaths.startPhoneEdit, method: 'POST', body }),
    }),
    /** The code for a phone token, which `updateUser` then takes. */
    confirmNewPhone: build.mutation<ConfirmPhoneAnswer, ConfirmPhoneRequest>({
      query: (body) => ({ url: ApiPaths.confirmPhone, method: 'POST', body }),
    }),
    /** The new tokens of this session; every other one is signed out. */
    changePassword: build.mutation<ChangePasswordAnswer, ChangePasswordRequest>({
      query: (body) => ({ url: ApiPaths.changePassword, method: 'POST', body }),
    }),
    createBankAccount: build.mutation<UserAnswer, CreateBankAccountRequest>({
      query: (body) => ({ url: ApiPaths.createBankAccount, method: 'POST', body }),
    }),
    deleteBankAccount: build.mutation<UserAnswer, DeleteAccountRequest>({
      query: (body) => ({ url: ApiPaths.deleteBankAccount, method: 'POST', body }),
    }),
    createUpiAccount: build.mutation<UserAnswer, CreateUpiAccountRequest>({
      query: (body) => ({ url: ApiPaths.createUpiAccount, method: 'POST', body }),
    }),
    deleteUpiAccount: build.mutation<UserAnswer, DeleteAccountRequest>({
      query: (body) => ({ url: ApiPaths.deleteUpiAccount, method: 'POST', body }),
    }),
  }),
});

export const {
  useUpdateUserMutation,
  useStartPhoneEditMutation,
  useConfirmNewPhoneMutation,
  useChangePasswordMutation,
  useCreateBankAccountMutation,
  useDeleteBankAccountMutation,
  useCreateUpiAccountMutation,
  useDeleteUpiAccountMutation,
} = accountApi;
