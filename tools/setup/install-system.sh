#!/usr/bin/env bash
# Installs the Debian packages the project needs (idempotent; skips apt when everything is present):
# chromium (Playwright, axe, Lighthouse), PostgreSQL 15 with pg_cron and pgTAP, and pg_prove.
set -euo pipefail
packages=(chromium postgresql-15 postgresql-15-cron postgresql-15-pgtap libtap-parser-sourcehandler-pgtap-perl)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -eq 0 ]; then
  echo "system packages: all present"
  exit 0
fi
echo "system packages: installing ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
