import { ApiPaths } from '../../../contract/api';
import type { TicketCashOutAnswer, TicketCashOutRequest } from '../../../contract/tickets';
import type {
  EftWithdrawalRequest,
  ImWithdrawalRequest,
  UpiWithdrawalRequest,
  WithdrawalCreateAnswer,
  WithdrawalMethod,
  WithdrawalPreCheckAnswer,
} from '../../../contract/withdrawals';
import { baseApi } from '../../lib/api';

/** One withdrawal call: the method picks the path, and its body. */
export type WithdrawalCall =
  | { method: 'im'; body: ImWithdrawalRequest }
  | { method: 'eft'; body: EftWithdrawalRequest }
  | { method: 'upi'; body: UpiWithdrawalRequest };

const PATHS: Record<WithdrawalMethod, { preCheck: string; create: string }> = {
  im: { preCheck: ApiPaths.imWithdrawalPreCheck, create: ApiPaths.imWithdrawalCreate },
  eft: { preCheck: ApiPaths.eftWithdrawalPreCheck, create: ApiPaths.eftWithdrawalCreate },
  upi: { preCheck: ApiPaths.upiWithdrawalPreCheck, create: ApiPaths.upiWithdrawalCreate },
};

export const cashoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What create would take (amount and fee), changing nothing; or the error create would give. */
    withdrawalPreCheck: build.mutation<WithdrawalPreCheckAnswer, WithdrawalCall>({
      query: ({ method, body }) => ({ url: PATHS[method].preCheck, method: 'POST', body }),
    }),
    withdrawalCreate: build.mutation<WithdrawalCreateAnswer, WithdrawalCall>({
      query: ({ method, body }) => ({ url: PATHS[method].create, method: 'POST', body }),
    }),
    ticketCashOut: build.mutation<TicketCashOutAnswer, TicketCashOutRequest>({
      query: (body) => ({ url: ApiPaths.ticketCashOut, method: 'POST', body }),
    }),
  }),
});

export const { useWithdrawalPreCheckMutation, useWithdrawalCreateMutation, useTicketCashOutMutation } = cashoutApi;
