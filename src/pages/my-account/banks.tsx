import type { HeadFC } from 'gatsby';
import { BanksPage } from '../../app/screens/account-pages';
import { Seo } from '../../components/seo';
import { pageMessages } from '../../i18n/index';

export default BanksPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).account.banksTitle} />;
