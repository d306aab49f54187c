import type { HeadFC } from 'gatsby';
import { CardDepositPage } from '../../../app/screens/cashin-pages';
import { Seo } from '../../../components/seo';
import { pageMessages } from '../../../i18n/index';

export default CardDepositPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).depositMethods.cardTitle} />;
