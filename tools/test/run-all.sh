#!/usr/bin/env bash
# `npm test`: every suite, one after another (2 cores: heavy suites never run in parallel).
# Each suite runs even if an earlier one failed; the exit code is non-zero if any failed.
set -u
cd "$(dirname "$0")/../.."

# The end-to-end suite builds the site against the test stack's gateway (tests/e2e/stack-ports.json).
export E2E_API_PORT="${E2E_API_PORT:-15421}"
export VITE_SUPABASE_URL="http://127.0.0.1:${E2E_API_PORT}"

suites=(
  "types:npm run --silent typecheck"
  "lint:npm run --silent lint"
  "unit:npm run --silent test:unit"
  "pgtap:npm run --silent test:db"
  "deno:npm run --silent test:deno"
  "contract:npm run --silent test:contract"
  "build:npm run --silent build"
  "e2e+axe+budget:npm run --silent test:e2e"
)

passed=0
failed=0
failures=()
start_all=$(date +%s)
for entry in "${suites[@]}"; do
  name="${entry%%:*}"
  cmd="${entry#*:}"
  echo
  echo "=== ${name}: ${cmd}"
  start=$(date +%s)
  if bash -c "$cmd"; then
    passed=$((passed + 1))
    echo "=== ${name}: ok ($(( $(date +%s) - start )) s)"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "=== ${name}: FAILED ($(( $(date +%s) - start )) s)"
  fi
done

echo
echo "suites: ${passed} passed, ${failed} failed in $(( $(date +%s) - start_all )) s${failures:+ (failed: ${failures[*]})}"
[ "$failed" -eq 0 ]
