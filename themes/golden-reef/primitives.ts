import type { BrandPrimitives } from '../types';

/** A light, sea-green brand with gold accents and square, uppercase buttons. */
export const primitives: BrandPrimitives = {
  palette: {
    mode: 'light',
    primary: '#00796b',
    primaryContrast: '#ffffff',
    secondary: '#c99700',
    background: '#eef5f4',
    paper: '#ffffff',
    text: '#0f2a2e',
    textSecondary: '#4a6266',
    header: '#ffffff',
    error: '#c62828',
    success: '#2e7d32',
  },
  fontFamily: ['Lato', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
  button: { borderRadius: 2, textTransform: 'uppercase' },
  borderRadius: 4,
};
