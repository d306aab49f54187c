import { ApiPaths } from '../../../contract/api';
import { ROUNDS_PAGE_SIZE_DEFAULT } from '../../../contract/games';
import type { MostPopularGamesAnswer, RecentGamesAnswer, UnitRoundsAnswer } from '../../../contract/games';
import { baseApi } from '../../lib/api';

/**
 * My bets and the game stats (contract/games.ts). My bets is an RTK Query infinite query, as the statement is: each
 * page is fetched with the previous page's opaque cursor and kept in order in `data.pages`; a null cursor ends the
 * list. Recent games are read again each time a page shows them (a round may have been played since); the most
 * played games are the same for every visitor and the server keeps them a minute, so they are kept a minute too.
 */
export const betsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myBets: build.infiniteQuery<UnitRoundsAnswer, { token: string }, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.cursor,
      },
      query: ({ queryArg: { token }, pageParam }) => ({
        url: ApiPaths.unitRounds,
        params: { token, page_size: ROUNDS_PAGE_SIZE_DEFAULT, cursor: pageParam ?? undefined },
      }),
      keepUnusedDataFor: 0,
    }),
    recentGames: build.query<RecentGamesAnswer, { token: string }>({
      query: ({ token }) => ({ url: ApiPaths.recentGames, params: { token } }),
      keepUnusedDataFor: 0,
    }),
    mostPopularGames: build.query<MostPopularGamesAnswer, { siteId: number }>({
      query: ({ siteId }) => ({ url: ApiPaths.mostPopularGames, params: { site_id: siteId } }),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useMyBetsInfiniteQuery, useRecentGamesQuery, useMostPopularGamesQuery } = betsApi;
