import type { HeadFC } from 'gatsby';
import { HappyHourScreen } from '../../app/screens/happy-hour-page';
import { Seo } from '../../components/seo';
import { pageMessages } from '../../i18n/index';

export default HappyHourScreen;

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).happyHour.title} />;
