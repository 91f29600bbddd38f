#!/usr/bin/env bash
# The README's test command: lint, type-check, unit and component tests, API tests, build,
# contract checks, then the Playwright journeys against the composed site started the README's way.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false

step() { printf '\n== %s\n' "$*"; }

step "lint"
# oxlint and the module-boundary check (tools/check-boundaries.ts) in every project, tools included.
npx nx run-many -t lint --outputStyle=static
step "typecheck"
npx nx run-many -t typecheck --outputStyle=static
step "unit, component and API tests"
# Includes @tajriba/tools (the boundary checker's own tests) and the guard tests that read other
# projects, whose targets list those folders as inputs (tools/README.md).
# TEST_DATABASE_URL / TEST_REDIS_URL (set by CI) point the API tests at a real PostgreSQL and Redis.
(
  if [ -n "${TEST_DATABASE_URL:-}" ]; then export DATABASE_URL="$TEST_DATABASE_URL"; fi
  if [ -n "${TEST_REDIS_URL:-}" ]; then export REDIS_URL="$TEST_REDIS_URL"; fi
  npx nx run-many -t test --outputStyle=static --parallel=1
)
step "build"
npx nx run-many -t build --outputStyle=static
step "route JS budget"
# Each area's first render, per language, on the build output: ≤ 200 kB gzip, ≤ 3 sequential
# requests (scripts/route-budget.json).
npx tsx scripts/check-route-budget.ts
step "contract checks"
npm run remote -- check --repo
npm run remote -- verify --all
step "browser journeys"
npx playwright test -c e2e/playwright.config.ts
