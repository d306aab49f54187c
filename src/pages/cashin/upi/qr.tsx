import type { HeadFC } from 'gatsby';
import { UpiQrDepositPage } from '../../../app/screens/cashin-pages';
import { Seo } from '../../../components/seo';
import { pageMessages } from '../../../i18n/index';

export default UpiQrDepositPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).depositMethods.upiQrTitle} />;
