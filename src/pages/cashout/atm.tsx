import type { HeadFC } from 'gatsby';
import { AtmPage } from '../../app/screens/cashout-pages';
import { Seo } from '../../components/seo';
import { pageMessages } from '../../i18n/index';

export default AtmPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).cashout.methods.im ?? ''} />;
