#!/bin/sh
# Writes /app-config.json (served by static.conf from /tmp/runtime) from the environment at container start, so
# the API base and every remote's manifest URL are runtime config: the same image runs on any host.
# Run by the nginx image's /docker-entrypoint.sh; tested by tools/delivery/check.mjs (APP_CONFIG_DIR=<tmp>).
#   APP_CONFIG_JSON           the whole file verbatim (overrides everything below)
#   PUBLIC_URL                public origin of the site (default http://localhost:8080)
#   PUBLIC_API_BASE           API origin; the client calls <base>/api and <base>/images (default PUBLIC_URL)
#   REMOTE_<NAME>_URL         manifest URL of one remote (default PUBLIC_URL/remotes/<name>/mf-manifest.json)
#   CALENDAR_KEY, CALL_NOW    calendar passphrase (same as the API's) and the header phone number
#   PAYMENTS_MODE, RAZORPAY_KEY_ID  paymentsMode "test" (the shell's banner on every page) unless a live Razorpay
#                             key id (rzp_live_…) is set and PAYMENTS_MODE is not test — the API's own rule
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

payments=live
case "${RAZORPAY_KEY_ID:-}" in rzp_live_*) ;; *) payments=test ;; esac
[ "${PAYMENTS_MODE:-}" = test ] && payments=test

cat > "$out" <<JSON
{
  "apiBase": "$(esc "${PUBLIC_API_BASE:-$public}")",
  "remotes": {
$remotes
  },
  "calendarKey": "$(esc "${CALENDAR_KEY:-utsav-calendar-key}")",
  "callNow": "$(esc "${CALL_NOW:-+91 98765 43210}")",
  "paymentsMode": "$payments"
}
JSON
echo "app-config: wrote $out (api $(esc "${PUBLIC_API_BASE:-$public}"))"

# Security headers for static.conf's `include /tmp/runtime/security-headers.conf`: the page policy of
# domain/src/security-headers.ts (the block below is generated from it), with this container's origins and the
# SHA-256 of every inline <script> of its index.html (HTML_DIR, default the image's html folder).
origin_of() { printf '%s' "$1" | sed -n -E 's#^(https?://[^/?#]+).*#\1#p'; }
api_origin="$(origin_of "${PUBLIC_API_BASE:-$public}")"
remote_origins="$(printf '%s\n' "$remotes" | sed -n -E 's#^[^:]*: "(https?://[^/"]+)[^"]*".*#\1#p' | awk '!seen[$0]++' | tr '\n' ' ' | sed 's/ *$//')"
# the API's and the remotes' origins, each once (API first)
site_origins="$(printf '%s\n' $api_origin $remote_origins | awk 'NF && !seen[$0]++' | tr '\n' ' ' | sed 's/ *$//')"
# base64 of a hex digest, in POSIX awk (the image has sha256sum but no openssl or xxd)
hex_to_base64() {
  awk '{
    b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"; hex = "0123456789abcdef"; out = ""; bits = 0; n = 0
    for (i = 1; i <= length($0); i++) {
      bits = bits * 16 + index(hex, substr($0, i, 1)) - 1; n += 4
      if (n >= 6) { n -= 6; p = int(bits / (2 ^ n)); out = out substr(b64, p + 1, 1); bits -= p * (2 ^ n) }
    }
    if (n > 0) { out = out substr(b64, bits * (2 ^ (6 - n)) + 1, 1) }
    while (length(out) % 4) out = out "="
    print out
  }'
}
script_hashes=""
html="${HTML_DIR:-/usr/share/nginx/html}/index.html"
if [ -f "$html" ]; then
  scripts="$(mktemp -d)"
  # Each inline script body (a <script> without src) to its own file, byte for byte.
  awk -v out="$scripts" 'BEGIN { RS = "\001" } {
    doc = $0; k = 0
    while ((i = index(doc, "<script")) > 0) {
      doc = substr(doc, i); e = index(doc, ">"); tag = substr(doc, 1, e); doc = substr(doc, e + 1)
      c = index(doc, "</script>"); body = substr(doc, 1, c - 1); doc = substr(doc, c + 9)
      if (tag ~ /[ \t\n]src[ \t\n]*=/ || tag ~ /type=["]?application\/(ld\+)?json/) continue
      k++; printf "%s", body > (out "/" k); close(out "/" k)
    }
  }' "$html"
  for f in "$scripts"/*; do
    [ -f "$f" ] || continue
    script_hashes="$script_hashes 'sha256-$(sha256sum "$f" | cut -c1-64 | hex_to_base64)'"
  done
  rm -rf "$scripts"
  script_hashes="${script_hashes# }"
fi
# BEGIN generated from apps.registry.mjs (npm run registry): security-headers
cat > "$dir/security-headers.conf" <<HEADERS
add_header Content-Security-Policy "default-src 'self'; script-src 'self' $remote_origins $script_hashes https://checkout.razorpay.com; style-src 'self' 'unsafe-inline' $remote_origins; img-src 'self' data: blob: $site_origins https://*.razorpay.com; font-src 'self' data: $remote_origins; connect-src 'self' $site_origins https://*.razorpay.com; frame-src https://*.razorpay.com; worker-src 'self' blob:; manifest-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'" always;
add_header X-Frame-Options "DENY" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), payment=(self \"https://api.razorpay.com\")" always;
add_header X-Content-Type-Options "nosniff" always;
add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;
HEADERS
# END generated from apps.registry.mjs: security-headers
echo "app-config: wrote $dir/security-headers.conf (script-src hashes: ${script_hashes:-none})"
