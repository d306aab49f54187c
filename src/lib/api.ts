/**
 * The one RTK Query API. Features add endpoints with `baseApi.injectEndpoints` in their own api.ts; calls go through
 * the base query of ./base-query.ts.
 *
 * This module is not in the first-load bundle: only pages whose components use its hooks import it. When it loads,
 * it tells the store (./lazy-api.ts), which adds the API's reducer and middleware before those components render.
 */

import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';
import { apiLoaded } from './lazy-api';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});

apiLoaded(baseApi);
