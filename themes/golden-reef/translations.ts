/** The brand's translations, all at once (its index.ts loads each on its own; gatsby-ssr imports them all). */

import { zu } from '../../src/i18n/zu';

export const translations = { zu };
