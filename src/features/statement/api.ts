import { ApiPaths } from '../../../contract/api';
import { STATEMENT_PAGE_SIZE_DEFAULT, type StatementAnswer } from '../../../contract/statement';
import { baseApi } from '../../lib/api';
import type { StatementArgs } from './filters';

/**
 * The player's statement (GET transactions/unit), an RTK Query infinite query: each page is fetched with the
 * previous page's opaque cursor and kept in order in `data.pages`; a null cursor ends the list. Changing the
 * filters is a new cache entry, so it starts again from the first page; an entry nobody shows is dropped at once,
 * so coming back to a filter never shows pages loaded long ago.
 */
export const statementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    statement: build.infiniteQuery<StatementAnswer, StatementArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.cursor,
      },
      query: ({ queryArg: { token, type, from, to }, pageParam }) => ({
        url: ApiPaths.statement,
        params: {
          token,
          page_size: STATEMENT_PAGE_SIZE_DEFAULT,
          'types[]': type,
          from,
          to,
          cursor: pageParam ?? undefined,
        },
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useStatementInfiniteQuery } = statementApi;
