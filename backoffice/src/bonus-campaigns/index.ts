import CampaignIcon from '@mui/icons-material/Campaign';
import { CampaignCreate, CampaignEdit, CampaignList } from './campaign-views';

export default {
  list: CampaignList,
  edit: CampaignEdit,
  create: CampaignCreate,
  icon: CampaignIcon,
  options: { label: 'Bonus campaigns' },
};
