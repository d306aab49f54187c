import { ApiPaths } from '../../../contract/api';
import type {
  CancelLoadingRequest,
  CompleteLoadingAnswer,
  CompleteLoadingRequest,
  StartLoadingAnswer,
  StartLoadingRequest,
  SuccessAnswer,
} from '../../../contract/api';
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
  }),
});

export const { useStartLoadingMutation, useCancelLoadingMutation, useCompleteLoadingMutation } = cashinApi;
