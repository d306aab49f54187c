import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { translations } from '@brand/translations';
import { registerTranslations } from '../i18n/index';

// Every browser we serve has these; jsdom does not (the `qrcode` library encodes text with them).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The brand's languages are at hand, as in the build's renderer and once the browser has loaded a page's language.
registerTranslations(translations);

// A `findBy…` waits up to 5 s, not 1 s: with two Jest workers beside a server suite or a build (CI, 2 cores), a page's
// first render with its mocked answers took over a second (promo-page, casino-bonuses-page failed there, not alone).
configure({ asyncUtilTimeout: 5_000 });
