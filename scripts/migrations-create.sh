#!/usr/bin/env bash
# Creates a migration for each database adapter from the current Payload schema.
# Usage: scripts/migrations-create.sh <name>   (needs a Postgres: TEST_POSTGRES_URL or a throw-away one)
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?migration name}
tmpdb=$(mktemp -d)
DATABASE_URL="file:$tmpdb/empty.db" NODE_OPTIONS="--trace-exit --conditions=production" npx payload migrate:create "$name" --skip-empty </dev/null
if [ -z "${TEST_POSTGRES_URL:-}" ]; then eval "$(scripts/pg-throwaway.sh start)"; fi
DATABASE_URL="$TEST_POSTGRES_URL" NODE_OPTIONS="--trace-exit --conditions=production" npx payload migrate:create "$name" --skip-empty </dev/null
rm -rf "$tmpdb"
