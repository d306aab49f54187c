import { zu } from '../../src/i18n/zu';
import type { Brand } from '../types';
import { Logo } from './logo';
import { primitives } from './primitives';
import settings from './settings.json';

const brand: Brand = { settings, primitives, Logo, translations: { zu } };
export default brand;
