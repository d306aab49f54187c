import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { ContentGame } from '../../../../contract/content';
import { RouterLink } from '../../../components/link';
import { gameHref } from '../../../lib/catalogue';

/** A plain list of games, each a link to its game page (the games issue brings the tiles). */
export function GameList({ games, label }: { games: readonly ContentGame[]; label: string }) {
  return (
    <List aria-label={label}>
      {games.map((game) => (
        <li key={game.slug}>
          <ListItemButton component={RouterLink} to={gameHref(game)} sx={{ borderRadius: 1 }}>
            <ListItemText primary={game.name} />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
