import PaymentsIcon from '@mui/icons-material/Payments';
import { WithdrawalList } from './withdrawal-list';

/** The withdrawal queue: the manual payout provider's desk. */
export default { list: WithdrawalList, icon: PaymentsIcon };
