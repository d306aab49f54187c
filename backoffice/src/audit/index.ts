import HistoryIcon from '@mui/icons-material/History';
import { AuditList } from './audit-list';

export default { list: AuditList, icon: HistoryIcon, options: { label: 'Audit log' } };
