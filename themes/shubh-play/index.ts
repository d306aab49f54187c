import { hi } from '../../src/i18n/hi';
import type { Brand } from '../types';
import { Logo } from './logo';
import { primitives } from './primitives';
import settings from './settings.json';

const brand: Brand = { settings, primitives, Logo, translations: { hi } };
export default brand;
