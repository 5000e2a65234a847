#!/usr/bin/env bash
# `npm run test:contract`: the two projects of vitest.contract.config.ts (mail, intake) side by side, each in its own
# process with its own throwaway stack and its own half of the port range (LOCAL_TEST_PORT_RANGE, else the whole test
# range), so a port one frees while it restarts a component is never taken by the other. Both mostly wait (pg_cron's
# next minute, the mail API's rate, restarts), so together they take about as long as the longer one alone.
# The intake project's output follows the mail project's; the exit code is non-zero if either failed.
set -u
cd "$(dirname "$0")/../.."
range="${LOCAL_TEST_PORT_RANGE:-20000-32767}"
low="${range%-*}"
high="${range#*-}"
mid=$(( (low + high) / 2 ))

intake_log=$(mktemp)
trap 'rm -f "$intake_log"' EXIT
LOCAL_TEST_PORT_RANGE="$((mid + 1))-${high}" npx vitest run --config vitest.contract.config.ts --project intake "$@" > "$intake_log" 2>&1 &
intake_pid=$!
LOCAL_TEST_PORT_RANGE="${low}-${mid}" npx vitest run --config vitest.contract.config.ts --project mail "$@"
mail_code=$?
wait "$intake_pid"
intake_code=$?
cat "$intake_log"
[ "$mail_code" -eq 0 ] && [ "$intake_code" -eq 0 ]
