import type { ContentPage } from '../../../contract/content';
import { ContentArticle } from '../../features/content/components/content-article';
import { AppLayout } from '../app-layout';
import { NotFoundPage } from './status-pages';

/** A page text from content/pages; a page missing from the content service is a 404. */
export function ContentPageScreen({ page }: { page: ContentPage | null }) {
  if (!page) return <NotFoundPage />;
  return (
    <AppLayout>
      <ContentArticle page={page} />
    </AppLayout>
  );
}
