import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { ContentGame } from '../../../../contract/content';
import { useMessages } from '../../../i18n';
import { searchGames } from '../../../lib/catalogue';
import { GameList } from './game-list';

/** /search/: a search box filtering the catalogue by name as the player types (full results: games issue). */
export function SearchScreen({ games }: { games: readonly ContentGame[] }) {
  const t = useMessages().shellPages;
  const [query, setQuery] = useState('');
  // A shared link (?q=…) opens with its query; read after hydration, the static HTML has none.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q');
    if (q) setQuery(q);
  }, []);
  const results = searchGames(games, query);
  const trimmed = query.trim();
  let status: string = t.searchHint;
  if (trimmed) status = results.length > 0 ? t.searchResults(results.length) : t.searchNoResults(trimmed);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t.searchTitle}
      </Typography>
      <TextField
        type="search"
        label={t.searchLabel}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
      />
      <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
        {status}
      </Typography>
      {results.length > 0 && <GameList games={results} label={t.searchTitle} />}
    </>
  );
}
