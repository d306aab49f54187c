import type { HeadFC } from 'gatsby';
import { VoucherPage } from '../../../app/screens/voucher-page';
import { Seo } from '../../../components/seo';
import { messages } from '../../../i18n/en';

export default VoucherPage;

export const Head: HeadFC = () => <Seo title={messages.cashin.title} />;
