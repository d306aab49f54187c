import type { HeadFC } from 'gatsby';
import { VerificationInfoPage } from '../../../app/screens/verification-pages';
import { Seo } from '../../../components/seo';
import { pageMessages } from '../../../i18n/index';

export default VerificationInfoPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).verification.infoTitle} />;
