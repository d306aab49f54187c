import type { HeadFC } from 'gatsby';
import { ChangePasswordPage } from '../../app/screens/account-pages';
import { Seo } from '../../components/seo';
import { pageMessages } from '../../i18n/index';

export default ChangePasswordPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).account.changePassword} />;
