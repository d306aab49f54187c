import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { VerificationList } from './verification-list';
import { VerificationShow } from './verification-show';

/** The verification queue: the in-house KYC provider's desk. */
export default { list: VerificationList, show: VerificationShow, icon: VerifiedUserIcon };
