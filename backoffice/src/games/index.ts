import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import { GameList } from './game-list';

export default { list: GameList, icon: SportsEsportsIcon, options: { label: 'Games per site' } };
