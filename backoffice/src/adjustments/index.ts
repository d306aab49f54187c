import BalanceIcon from '@mui/icons-material/Balance';
import { AdjustmentList } from './adjustment-list';

/** Balance adjustments, and the four-eyes queue of large ones. */
export default { list: AdjustmentList, icon: BalanceIcon };
