/**
 * /casino-bonuses/ (SPEC §2): the page text from content/pages, and after its lead every bonus running now with its
 * terms and a Sign up button: the visitors' way to the offers while SPEC's Promo entry stays disabled without happy
 * hours. The offers are a chunk of their own, read once the page runs. A player on a site that plays for fun is told
 * why there are none (contract/play-money.ts).
 */

import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { ContentPage } from '../../../contract/content';
import { selectIsSignedIn } from '../../features/auth/slice';
import { ContentArticle } from '../../features/content/components/content-article';
import { NoPromotionsHere } from '../../features/unit/components/no-promotions-here';
import { selectPlaysForFun } from '../../features/unit/slice';
import { retryingImport } from '../../lib/retrying-import';
import { AppLayout } from '../app-layout';
import { useAppSelector } from '../hooks';
import { NotFoundPage } from './status-pages';

const OfferList = lazy(() =>
  retryingImport(() => import('../../features/promotions/components/offer-list')).then((m) => ({
    default: m.OfferList,
  })),
);

export function CasinoBonusesScreen({ page }: { page: ContentPage | null }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const playsForFun = useAppSelector(selectPlaysForFun);
  if (!page) return <NotFoundPage />;
  return (
    <AppLayout>
      <ContentArticle page={page}>
        {signedIn && playsForFun ? (
          <NoPromotionsHere />
        ) : (
          <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
            <OfferList signedIn={signedIn} />
          </Suspense>
        )}
      </ContentArticle>
    </AppLayout>
  );
}
