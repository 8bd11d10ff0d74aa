#!/usr/bin/env bash
# Installs the Debian packages the tests need, only when missing:
#   chromium + fonts-thai-tlwg (browser tests; without the fonts Thai renders as boxes)
#   postgresql                 (with --postgres: server tests and benchmarks on a real PostgreSQL)
#   postgresql + wrk           (with --bench: `npm run bench`)
# Browsers come from Debian only: never `playwright install` or any other download.
set -euo pipefail

packages=(chromium fonts-thai-tlwg)
for arg in "$@"; do
  case "$arg" in
    --postgres) packages+=(postgresql) ;;
    --bench) packages+=(postgresql wrk) ;;
    *) echo "usage: $0 [--postgres] [--bench]" >&2; exit 2 ;;
  esac
done

installed() {
  [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

missing=()
for pkg in "${packages[@]}"; do
  installed "$pkg" || missing+=("$pkg")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "system deps present: ${packages[*]}"
  exit 0
fi

sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)

echo "installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null
echo "system deps installed: ${missing[*]}"
