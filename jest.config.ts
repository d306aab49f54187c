/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { resolveSiteConfig } from './src/lib/build-config';
import settings from './themes/lucky-star/settings.json';

const config: Config = {
  testEnvironment: 'jsdom',
  roots: [
    '<rootDir>/src',
    '<rootDir>/contract',
    '<rootDir>/content',
    '<rootDir>/themes',
    '<rootDir>/gatsby',
    '<rootDir>/scripts',
    '<rootDir>/backoffice',
  ],
  testMatch: [
    '<rootDir>/src/**/*.test.{ts,tsx}',
    '<rootDir>/contract/**/*.test.ts',
    '<rootDir>/content/**/*.test.ts',
    '<rootDir>/themes/**/*.test.{ts,tsx}',
    '<rootDir>/gatsby/**/*.test.ts',
    '<rootDir>/scripts/**/*.test.ts',
    '<rootDir>/backoffice/**/*.test.{ts,tsx}',
  ],
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/server/',
    '<rootDir>/e2e/',
    '<rootDir>/public/',
    '<rootDir>/.cache/',
  ],
  modulePathIgnorePatterns: ['<rootDir>/public/', '<rootDir>/.cache/', '<rootDir>/dist/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
    '\\.woff2$': '<rootDir>/src/test-utils/file-url-transform.mjs',
  },
  // Font files come from node_modules (Fontsource): they take the transform above, the rest of node_modules none.
  transformIgnorePatterns: ['/node_modules/(?!.*\\.woff2$)'],
  moduleNameMapper: {
    '^@brand$': '<rootDir>/themes/lucky-star/index.ts',
    '^@brand/translations$': '<rootDir>/themes/lucky-star/translations.ts',
    '^@brand/fonts$': '<rootDir>/themes/lucky-star/fonts.ts',
    '\\.css$': '<rootDir>/src/test-utils/style-stub.ts',
    '^gatsby$': '<rootDir>/src/test-utils/gatsby-mock.tsx',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test-utils/setup.ts'],
  // What gatsby-node's DefinePlugin gives the build, for the default brand.
  globals: { __SITE_CONFIG__: resolveSiteConfig(settings, {}) },
};

export default config;
