import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { translations } from '@brand/translations';
import { registerTranslations } from '../i18n/index';

// Every browser we serve has these; jsdom does not (the `qrcode` library encodes text with them).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The brand's languages are at hand, as in the build's renderer and once the browser has loaded a page's language.
registerTranslations(translations);
