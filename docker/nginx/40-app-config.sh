#!/bin/sh
# Writes /app-config.json (served by static.conf from /tmp/runtime) from the environment at container start, so
# the API base and every remote's manifest URL are runtime config: the same image runs on any host.
# Run by the nginx image's /docker-entrypoint.sh; tested by tools/delivery/check.mjs (APP_CONFIG_DIR=<tmp>).
#   APP_CONFIG_JSON           the whole file verbatim (overrides everything below)
#   PUBLIC_URL                public origin of the site (default http://localhost:8080)
#   PUBLIC_API_BASE           API origin; the client calls <base>/api and <base>/images (default PUBLIC_URL)
#   REMOTE_<NAME>_URL         manifest URL of one remote (default PUBLIC_URL/remotes/<name>/mf-manifest.json)
#   CALENDAR_KEY, CALL_NOW    calendar passphrase (same as the API's) and the header phone number
set -eu
dir="${APP_CONFIG_DIR:-/tmp/runtime}"
mkdir -p "$dir"
out="$dir/app-config.json"

if [ -n "${APP_CONFIG_JSON:-}" ]; then
  printf '%s\n' "$APP_CONFIG_JSON" > "$out"
  echo "app-config: wrote $out from APP_CONFIG_JSON"
  exit 0
fi

esc() { printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g'; }
public="${PUBLIC_URL:-http://localhost:8080}"
public="${public%/}"
remote() { printf '%s/remotes/%s/mf-manifest.json' "$public" "$1"; }

# BEGIN generated from apps.registry.mjs (npm run registry): remotes
remotes="$(cat <<REMOTES
    "catalog": "$(esc "${REMOTE_CATALOG_URL:-$(remote catalog)}")",
    "checkout": "$(esc "${REMOTE_CHECKOUT_URL:-$(remote checkout)}")",
    "account": "$(esc "${REMOTE_ACCOUNT_URL:-$(remote account)}")",
    "packages": "$(esc "${REMOTE_PACKAGES_URL:-$(remote packages)}")",
    "vendor": "$(esc "${REMOTE_VENDOR_URL:-$(remote vendor)}")",
    "admin": "$(esc "${REMOTE_ADMIN_URL:-$(remote admin)}")"
REMOTES
)"
# END generated from apps.registry.mjs: remotes

cat > "$out" <<JSON
{
  "apiBase": "$(esc "${PUBLIC_API_BASE:-$public}")",
  "remotes": {
$remotes
  },
  "calendarKey": "$(esc "${CALENDAR_KEY:-utsav-calendar-key}")",
  "callNow": "$(esc "${CALL_NOW:-+91 98765 43210}")"
}
JSON
echo "app-config: wrote $out (api $(esc "${PUBLIC_API_BASE:-$public}"))"
