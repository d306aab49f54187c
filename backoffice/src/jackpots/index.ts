import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { JackpotCreate, JackpotEdit, JackpotList } from './jackpot-views';

export default {
  list: JackpotList,
  edit: JackpotEdit,
  create: JackpotCreate,
  icon: EmojiEventsIcon,
  options: { label: 'Jackpots' },
};
