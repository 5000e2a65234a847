#!/usr/bin/env bash
# `npm test`: every suite, on 2 cores.
# The contract suite spends most of its time waiting on its database, cron and retry backoff, so it runs in the
# background beside the light suites (types, lint, unit, pgTAP, Deno, build), which run one after another. The
# end-to-end suite is CPU-heavy: it starts alone once both are done. The background suite's output is kept in a file
# and printed as one block when it ends, so no two suites' lines mix.
# Each suite runs even if another failed; the exit code is non-zero if any failed.
set -u
cd "$(dirname "$0")/../.."

# The end-to-end suite builds the site against the test stack's gateway (tests/e2e/stack-ports.json).
export E2E_API_PORT="${E2E_API_PORT:-15421}"
export VITE_SUPABASE_URL="http://127.0.0.1:${E2E_API_PORT}"

# Suites that run at the same time draw their throwaway stacks' free ports from disjoint ranges
# (tools/local-stack/config.ts): a port one frees while it restarts a component cannot be taken by the other.
background_ports="26400-32767"
foreground_ports="20000-26399"

light=(
  "types:npm run --silent typecheck"
  "lint:npm run --silent lint"
  "unit:npm run --silent test:unit"
  "pgtap:npm run --silent test:db"
  "deno:npm run --silent test:deno"
  "build:npm run --silent build"
)
background="contract:npm run --silent test:contract"
last="e2e+axe+budget:npm run --silent test:e2e"

logs=$(mktemp -d)
start_all=$(date +%s)
order=()

# run <name> <command> [niceness]: runs it and writes "<exit code> <seconds>" to $logs/<name>.status.
run() {
  local start code
  start=$(date +%s)
  nice -n "${3:-0}" bash -c "$2"
  code=$?
  echo "$code $(( $(date +%s) - start ))" > "$logs/$1.status"
  return "$code"
}

# report <name>: the suite's closing line from its status file.
report() {
  local code=1 seconds="?"
  [ -f "$logs/$1.status" ] && read -r code seconds < "$logs/$1.status"
  if [ "$code" -eq 0 ]; then echo "=== $1: ok (${seconds} s)"; else echo "=== $1: FAILED (${seconds} s)"; fi
}

# foreground <name:command> [niceness]
foreground() {
  local name="${1%%:*}" cmd="${1#*:}"
  order+=("$name")
  echo
  echo "=== ${name}: ${cmd}"
  # a copy of the output for the recap of failures at the end
  run "$name" "$cmd" "${2:-0}" 2>&1 | tee "$logs/$name.log"
  report "$name"
}

bg_name="${background%%:*}"
bg_cmd="${background#*:}"
order+=("$bg_name")
echo
echo "=== ${bg_name}: ${bg_cmd} (in the background; its output follows when it ends)"
# Job control for this one start: the suite gets its own process group, which an interrupt below stops as a whole
# (without it, bash would start the background suite with interrupts ignored).
set -m
LOCAL_TEST_PORT_RANGE="$background_ports" run "$bg_name" "$bg_cmd" > "$logs/$bg_name.log" 2>&1 < /dev/null &
bg_pid=$!
set +m
bg_printed=false

print_background() {
  [ "$bg_printed" = false ] && [ -f "$logs/$bg_name.status" ] || return 0
  bg_printed=true
  echo
  echo "=== ${bg_name} (background) output:"
  cat "$logs/$bg_name.log"
  report "$bg_name"
}

stop_background() {
  if kill -0 "$bg_pid" 2> /dev/null; then
    kill -INT -- "-$bg_pid" 2> /dev/null
    wait "$bg_pid" 2> /dev/null
  fi
  rm -rf "$logs"
  exit 130
}
trap stop_background INT TERM
trap 'rm -rf "$logs"' EXIT

# The light suites run at a lower priority: they can use every core the contract suite leaves idle, but when its
# stack has work (a request, a cron run) it gets the CPU at once, so its timings stay as when it runs alone.
export LOCAL_TEST_PORT_RANGE="$foreground_ports"
for entry in "${light[@]}"; do
  foreground "$entry" 10
  print_background
done
unset LOCAL_TEST_PORT_RANGE

if [ "$bg_printed" = false ]; then
  echo
  echo "=== waiting for ${bg_name} ..."
fi
wait "$bg_pid"
# a background shell that died before writing its status counts as failed
[ -f "$logs/$bg_name.status" ] || echo "1 $(( $(date +%s) - start_all ))" > "$logs/$bg_name.status"
print_background

foreground "$last"

passed=0
failed=0
failures=()
for name in "${order[@]}"; do
  code=1
  [ -f "$logs/$name.status" ] && read -r code _ < "$logs/$name.status"
  if [ "$code" -eq 0 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$name")
  fi
done

# A CI log is often read from its end only: each failed suite's failing lines come again here, after all output.
for name in "${failures[@]}"; do
  echo
  echo "=== ${name} failed; its lines that name a failure, then its last lines:"
  grep -E 'not ok|Failed|FAIL|Error|ERROR|Dubious|✘|×' "$logs/$name.log" 2> /dev/null | head -n 60
  echo "---"
  tail -n 15 "$logs/$name.log" 2> /dev/null
done

echo
echo "suites: ${passed} passed, ${failed} failed in $(( $(date +%s) - start_all )) s${failures:+ (failed: ${failures[*]})}"
[ "$failed" -eq 0 ]
