import type { HeadFC } from 'gatsby';
import { UpiPage } from '../../app/screens/cashout-pages';
import { Seo } from '../../components/seo';
import { pageMessages } from '../../i18n/index';

export default UpiPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).cashout.methods.upi ?? ''} />;
