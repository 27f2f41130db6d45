#!/usr/bin/env bash
# bench/uploads.sh [samples folder] [rounds]: the memory that uploads at the default caps need (docs/reliability.md).
# Starts the packaged jar with -Xmx512m (HEAP=256m to try another) on the samples, makes a valid CKL of RHEL 9 just under
# stig.checklist.max-upload-size (32 MB) whose every rule carries a long comment (so the parsed checklist and the
# answer are as large as the upload), then sends it from three clients at once, round after round: the in-flight cap
# (64 MB) admits two, the third is 503 unread. Prints the answers per round, the peak resident memory (VmHWM) and
# the heap in use after a full GC.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/require.sh
require curl:curl python3:python3
samples="${1:-../shared/stig-samples}"
rounds="${2:-5}"
heap="${HEAP:-512m}"
java="${JAVA_HOME:-/usr/lib/jvm/$(ls /usr/lib/jvm | grep temurin-25 | head -n 1)}/bin/java"
jar=bootstrap/target/stig-service.jar
port=$(free_port)
work=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null; rm -rf "$work"' EXIT
"$java" -Xmx"$heap" -Dmicronaut.server.port="$port" -Dstig.catalog.directory="$samples" -Dstig.auth.tokens=bench \
  -jar "$jar" > "$work/service.log" 2>&1 &
pid=$!
await_listing "$pid" "$port" "$work/service.log"
base="http://127.0.0.1:$port/api/v1/stigs/rhel-9-stig/checklist"
curl -sf -H 'Authorization: Bearer bench' "$base?format=ckl" -o "$work/blank.ckl"
python3 - "$work/blank.ckl" "$work/large.ckl" <<'PY'
import sys
blank = open(sys.argv[1], encoding="utf-8").read()
rules = blank.count("<COMMENTS></COMMENTS>")
# STIG Viewer's fields hold at most 32,767 characters; the rest of the room is filled with whitespace between rules.
each = 32_767
large = blank.replace("<COMMENTS></COMMENTS>", "<COMMENTS>" + "c" * each + "</COMMENTS>") \
    .replace("<FINDING_DETAILS></FINDING_DETAILS>", "<FINDING_DETAILS>" + "f" * each + "</FINDING_DETAILS>")
room = 32 * 1024 * 1024 - len(large.encode())
large = large.replace("</VULN>", "</VULN>" + " " * (room // rules), rules)
open(sys.argv[2], "w", encoding="utf-8").write(large)
print(f"upload: {len(large.encode()):,} bytes, {rules} rules with a comment and finding details of {each:,} characters each")
PY
hwm() { awk '/VmHWM/ {print int($2/1024)}' "/proc/$pid/status"; }
echo "resident before: $(hwm) MB (VmHWM)"
for round in $(seq 1 "$rounds"); do
  clients=()
  for client in 1 2 3; do
    curl -s -o /dev/null -w '%{http_code}\n' -H 'Authorization: Bearer bench' -H 'Content-Type: application/xml' \
      --data-binary @"$work/large.ckl" "$base/upgrade?format=ckl" > "$work/status.$client" &
    clients+=($!)
  done
  wait "${clients[@]}"
  sleep 0.2
  echo "round $round: answers $(cat "$work"/status.* | sort | uniq -c | awk '{printf "%s x %s  ", $1, $2}')peak resident $(hwm) MB"
done
"$(dirname "$java")/jcmd" "$pid" GC.run > /dev/null
echo "heap in use after a full GC: $("$(dirname "$java")/jcmd" "$pid" GC.heap_info | awk '/garbage-first heap/ {print $(NF-2)}')"
grep -c ' ERROR ' "$work/service.log" | sed 's/^/ERROR lines in the log: /' || true
