import type { HeadFC } from 'gatsby';
import { TicketPreloadPage } from '../../../app/screens/cashout-pages';
import { Seo } from '../../../components/seo';
import { pageMessages } from '../../../i18n/index';

export default TicketPreloadPage;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).cashout.ticketTitle} />;
