import type { HeadFC } from 'gatsby';
import { VoucherPage } from '../../../app/screens/voucher-page';
import { Seo } from '../../../components/seo';
import { pageMessages } from '../../../i18n/index';

export default VoucherPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).cashin.title} />;
