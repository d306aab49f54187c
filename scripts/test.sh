#!/usr/bin/env bash
# npm test: every test — unit (Jest), server (node:test on a real database), end-to-end (Playwright, Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
# Each part's time, so the slow ones show in any CI log.
timed() {
  local start=$SECONDS
  "$@"
  printf '\n--> %s took %dm%02ds\n' "$*" $(((SECONDS - start) / 60)) $(((SECONDS - start) % 60))
}
timed npx jest --ci
timed npm run test:server
timed npm run test:e2e
