import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { TileGame } from '../../../components/game-tile';
import { useMessages } from '../../../i18n';
import { searchGames } from '../../../lib/catalogue';
import { EAGER_TILES, GameGrid } from './game-grid';

/**
 * /search/: the catalogue (the build's index of every game: name, studio, art) filtered by name at each keystroke,
 * on the phone itself: no call, no wait. The results are tiles, as in the lobby.
 */
export function SearchScreen({ games }: { games: readonly TileGame[] }) {
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
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t.searchTitle}
      </Typography>
      <TextField
        type="search"
        label={t.searchLabel}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
      />
      <Typography role="status" color="textSecondary" sx={{ mt: 2, mb: 3 }}>
        {status}
      </Typography>
      {results.length > 0 && <GameGrid games={results} label={t.searchTitle} eager={EAGER_TILES} />}
    </>
  );
}
