#!/usr/bin/env bash
# One command from a fresh clone to a running site with its local Supabase stand-in:
# installs missing system packages and npm dependencies, builds the prerendered site against the local stack,
# starts the stack (Postgres, API gateway, Edge Functions, mail catcher) and serves the site.
set -euo pipefail
cd "$(dirname "$0")"
bash tools/setup/install-system.sh
npm install --no-audit --no-fund
exec node --import tsx tools/start.ts "$@"
