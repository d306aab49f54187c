import PeopleIcon from '@mui/icons-material/People';
import { PlayerList } from './player-list';
import { PlayerShow } from './player-show';

/** The players resource: search and the player page. */
export default { list: PlayerList, show: PlayerShow, icon: PeopleIcon, recordRepresentation: 'phone' };
