#!/usr/bin/env bash
# What the first answer of a protected document costs, in a fresh JVM: each path asked once (token checked, model
# loaded, document rendered) and then again (the kept body), on loopback, with the time curl measured for each and the
# heap after a full GC before the first request and after the last (what the service keeps of them).
#   bench/first-rendering.sh [samples=../shared/stig-samples] [path ...]
# Default paths: RHEL 9's JSON download, its OSCAL catalog in JSON and XML, and its OSCAL profile.
# JAR=other.jar measures another build. Needs curl, python3 and a JDK 25 in JAVA_HOME.
set -euo pipefail
samples=$(cd "${1:-../shared/stig-samples}" && pwd)
shift || true
paths=("$@")
[ ${#paths[@]} -gt 0 ] || paths=(/api/v1/stigs/rhel-9-stig/download "/api/v1/stigs/rhel-9-stig/oscal/catalog"
  "/api/v1/stigs/rhel-9-stig/oscal/catalog?format=xml" /api/v1/stigs/rhel-9-stig/oscal/profile)
source "$(dirname "$0")/require.sh"
require curl:curl python3:python3
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
jar=${JAR:-bootstrap/target/stig-service.jar}
[ -n "${JAR:-}" ] || [ -f "$jar" ] || ./mvnw -q -DskipTests package
work=$(mktemp -d)
port=$(free_port)
"$java" -Xmx512m -XX:+UseSerialGC -Dstig.auth.tokens=bench-token -Dmicronaut.server.host=127.0.0.1 \
    -Dmicronaut.server.port="$port" -Dstig.catalog.directory="$samples" -jar "$jar" >"$work/service.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$work"' EXIT
await_listing "$pid" "$port" "$work/service.log"
# Heap in use after a full GC, in MB (jcmd's GC.heap_info after GC.run; SerialGC prints "total ..., used ...K").
heap() {
  "${java%java}jcmd" "$pid" GC.run >/dev/null
  "${java%java}jcmd" "$pid" GC.heap_info | python3 -c '
import re, sys
used = sum(int(k) for k in re.findall(r"used (\d+)K", sys.stdin.read().split("Metaspace")[0]))
print(f"{used / 1024:.1f}")'
}
before=$(heap)
echo "| path | first answer | again (kept) | bytes |"
echo "|---|---|---|---|"
for path in "${paths[@]}"; do
  first=$(curl -s -o "$work/body" -w '%{http_code} %{time_total}' -H 'Authorization: Bearer bench-token' "http://127.0.0.1:$port$path")
  [ "${first%% *}" = 200 ] || { echo "$path answered ${first%% *}" >&2; exit 1; }
  again=$(curl -s -o /dev/null -w '%{time_total}' -H 'Authorization: Bearer bench-token' "http://127.0.0.1:$port$path")
  echo "| $path | ${first#* } s | $again s | $(wc -c < "$work/body") |"
done
echo "heap after a full GC: $before MB before the first request, $(heap) MB after the last (load average $(cut -d' ' -f1 /proc/loadavg))"
