#!/usr/bin/env bash
# npm test: every test — unit (Jest), server (node:test on a real database), end-to-end (Playwright, Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
npx jest --ci
npm run test:server
npm run test:e2e
