import type { HeadFC } from 'gatsby';
import { EditPhonePage } from '../../app/screens/account-pages';
import { Seo } from '../../components/seo';
import { pageMessages } from '../../i18n/index';

export default EditPhonePage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).account.editPhoneTitle} />;
