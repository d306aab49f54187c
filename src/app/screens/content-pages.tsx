import Typography from '@mui/material/Typography';
import type { ContentGame, ContentPage } from '../../../contract/content';
import { ContentArticle } from '../../features/content/components/content-article';
import { GameList } from '../../features/content/components/game-list';
import { useMessages } from '../../i18n';
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

/** A titled list of games: a tag's page (/tags/<tag>/) or a provider's (/games/<provider>/). */
export function GameListScreen({ title, games }: { title: string; games: readonly ContentGame[] }) {
  const t = useMessages().shellPages;
  return (
    <AppLayout>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{t.tagCount(games.length)}</Typography>
      <GameList games={games} label={title} />
    </AppLayout>
  );
}
