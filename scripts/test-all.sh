#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Postgres runs when TEST_POSTGRES_URL
# points at a server (.ci/run starts a throw-away one); otherwise it says so and SQLite counts.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n== %s\n' "$*"; }

step "typecheck";                     npx tsc --noEmit
# The sources are type-checked: the e2e and cluster builds below need not check them again (next.config.ts).
export KK_TYPES_CHECKED=1
step "lint";                          npx eslint . --max-warnings=0 && npx prettier --check . --log-level=warn
step "unit";                          npx vitest run --project unit
step "integration (SQLite)";          npx vitest run --project integration
if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  step "integration (Postgres)";      KK_TEST_DB=postgres npx vitest run --project integration
else
  step "integration (Postgres): SKIPPED, TEST_POSTGRES_URL is not set (start one: eval \"\$(scripts/pg-throwaway.sh start)\")"
  # In CI a skipped proof is a failed one (.ci/run starts a throw-away Postgres).
  if [ "${CI:-}" = true ]; then exit 1; fi
fi
step "end-to-end (Chromium)";         npx playwright test
if command -v redis-server >/dev/null && command -v haproxy >/dev/null; then
  step "cluster (2 instances, HAProxy, Postgres, Redis, S3)"; npx vitest run --project cluster
else
  step "cluster: SKIPPED, redis-server or haproxy missing (apt-get install -y redis-server haproxy; .ci/run does)"
  # In CI a skipped proof is a failed one.
  if [ "${CI:-}" = true ]; then exit 1; fi
fi
