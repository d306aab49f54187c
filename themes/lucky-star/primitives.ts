import type { BrandPrimitives } from '../types';

export const primitives: BrandPrimitives = {
  palette: {
    mode: 'dark',
    primary: '#f5b700',
    primaryContrast: '#1a1a1a',
    secondary: '#7b2ff7',
    background: '#121212',
    paper: '#1e1e1e',
    text: '#ffffff',
    textSecondary: '#b3b3b3',
    header: '#212121',
    error: '#ff5252',
    success: '#4caf50',
  },
  fontFamily: [
    'Montserrat',
    'system-ui',
    '-apple-system',
    'Segoe UI',
    'Roboto',
    'Helvetica Neue',
    'Arial',
    'sans-serif',
  ],
  button: { borderRadius: 24, textTransform: 'none' },
  borderRadius: 8,
};
