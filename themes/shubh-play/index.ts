import type { Brand } from '../types';
import { Logo } from './logo';
import { primitives } from './primitives';
import settings from './settings.json';

/** The Hindi texts: a chunk of their own, which only pages in Hindi load (src/i18n/index.ts). */
const hi = () =>
  import(/* webpackChunkName: "translation-hi" */ './translations').then((module) => module.translations.hi);

const brand: Brand = { settings, primitives, Logo, translations: { hi } };
export default brand;
