import type { BrandPrimitives } from '../types';

/** A dark maroon brand with saffron and green, rounded uppercase buttons. */
export const primitives: BrandPrimitives = {
  palette: {
    mode: 'dark',
    primary: '#ff8f1f',
    primaryContrast: '#1f0a12',
    secondary: '#2fa84f',
    background: '#1f0a12',
    paper: '#2e121d',
    text: '#fff7ee',
    textSecondary: '#d9bfae',
    header: '#3b0a1e',
    error: '#ff6b6b',
    success: '#3ecf6e',
  },
  fontFamily: [
    'Roboto',
    // The whole Noto Sans Devanagari on Hindi pages, its cut for the language names on the others (devanagari.css).
    'var(--devanagari-face)',
    'system-ui',
    '-apple-system',
    'Segoe UI',
    'Helvetica Neue',
    'Arial',
    'sans-serif',
  ],
  button: { borderRadius: 10, textTransform: 'uppercase' },
  borderRadius: 12,
};
