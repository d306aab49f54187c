import { ApiPaths, type SuccessAnswer } from '../../../contract/api';
import type {
  CancelLoadingRequest,
  CompleteLoadingAnswer,
  CompleteLoadingRequest,
  CreateUpiDepositRequest,
  RedirectAnswer,
  StartDirectDepositRequest,
  StartLoadingAnswer,
  StartLoadingRequest,
  StartPhoneRedemptionRequest,
  UpiDepositAnswer,
} from '../../../contract/deposits';
import type { TicketCashInAnswer, TicketCashInRequest } from '../../../contract/tickets';
import { baseApi } from '../../lib/api';

export const cashinApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startLoading: build.mutation<StartLoadingAnswer, StartLoadingRequest>({
      query: (body) => ({ url: ApiPaths.startLoading, method: 'POST', body }),
    }),
    cancelLoading: build.mutation<SuccessAnswer, CancelLoadingRequest>({
      query: (body) => ({ url: ApiPaths.cancelLoading, method: 'POST', body }),
    }),
    completeLoading: build.mutation<CompleteLoadingAnswer, CompleteLoadingRequest>({
      query: (body) => ({ url: ApiPaths.completeLoading, method: 'POST', body }),
    }),
    ticketCashIn: build.mutation<TicketCashInAnswer, TicketCashInRequest>({
      query: (body) => ({ url: ApiPaths.ticketCashIn, method: 'POST', body }),
    }),
    startDirectDeposit: build.mutation<RedirectAnswer, StartDirectDepositRequest>({
      query: (body) => ({ url: ApiPaths.startDirectDeposit, method: 'POST', body }),
    }),
    startPhoneRedemption: build.mutation<RedirectAnswer, StartPhoneRedemptionRequest>({
      query: (body) => ({ url: ApiPaths.startPhoneRedemption, method: 'POST', body }),
    }),
    createUpiDeposit: build.mutation<UpiDepositAnswer, CreateUpiDepositRequest>({
      query: (body) => ({ url: ApiPaths.createUpiDeposit, method: 'POST', body }),
    }),
    /** One UPI deposit as it stands; the UPI screen polls it until a final status. */
    upiDeposit: build.query<UpiDepositAnswer, { id: string; token: string }>({
      query: ({ id, token }) => ({ url: `${ApiPaths.upiDeposit}/${encodeURIComponent(id)}`, params: { token } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useStartLoadingMutation,
  useCancelLoadingMutation,
  useCompleteLoadingMutation,
  useTicketCashInMutation,
  useStartDirectDepositMutation,
  useStartPhoneRedemptionMutation,
  useCreateUpiDepositMutation,
  useUpiDepositQuery,
} = cashinApi;
