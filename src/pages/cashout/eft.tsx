import type { HeadFC } from 'gatsby';
import { EftPage } from '../../app/screens/cashout-pages';
import { Seo } from '../../components/seo';
import { pageMessages } from '../../i18n/index';

export default EftPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).cashout.methods.eft ?? ''} />;
