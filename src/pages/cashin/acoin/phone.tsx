import type { HeadFC } from 'gatsby';
import { PhoneDepositPage } from '../../../app/screens/cashin-pages';
import { Seo } from '../../../components/seo';
import { pageMessages } from '../../../i18n/index';

export default PhoneDepositPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).depositMethods.phoneTitle} />;
