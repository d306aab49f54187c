// Flat ESLint config: typescript-eslint, React hooks, and the one-way import rules of HOUSE-STYLE.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

// lib and components <- features <- app and pages; a feature never imports another feature.
const zones = [
  { target: './src/lib', from: ['./src/features', './src/app', './src/pages', './src/components'] },
  { target: './src/components', from: ['./src/features', './src/app', './src/pages'] },
  { target: './src/features', from: ['./src/app', './src/pages'] },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what they share into lib, components or contract.',
  })),
  { target: './contract', from: ['./src', './server', './themes'], message: 'The contract imports nothing of ours.' },
  { target: './server', from: ['./src', './themes'], message: 'The server shares only the contract with the site.' },
  { target: './src', from: './server', message: 'The site shares only the contract with the server.' },
  {
    target: './backoffice',
    from: ['./src', './server', './themes'],
    message: 'The back office console shares only the contract with the site and the server.',
  },
  { target: ['./src', './server'], from: './backoffice', message: 'Nothing imports the back office console.' },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'public/',
      '.cache/',
      'dist/',
      // the server's bundle (npm run build:server)
      'server/dist/',
      'data/',
      'test-results/',
      'playwright-report/',
      'e2e-artifacts/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
);
