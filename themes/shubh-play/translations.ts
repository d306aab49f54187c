/** The brand's translations, all at once (its index.ts loads each on its own; gatsby-ssr imports them all). */

import { hi } from '../../src/i18n/hi';

export const translations = { hi };
