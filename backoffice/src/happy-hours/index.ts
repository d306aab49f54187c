import ScheduleIcon from '@mui/icons-material/Schedule';
import { HappyHourCreate, HappyHourEdit, HappyHourList } from './happy-hour-views';

export default {
  list: HappyHourList,
  edit: HappyHourEdit,
  create: HappyHourCreate,
  icon: ScheduleIcon,
  options: { label: 'Happy hours' },
};
