import type { Brand } from '../types';
import { Logo } from './logo';
import { primitives } from './primitives';
import settings from './settings.json';

/** The isiZulu texts: a chunk of their own, which only pages in isiZulu load (src/i18n/index.ts). */
const zu = () =>
  import(/* webpackChunkName: "translation-zu" */ './translations').then((module) => module.translations.zu);

const brand: Brand = { settings, primitives, Logo, translations: { zu } };
export default brand;
