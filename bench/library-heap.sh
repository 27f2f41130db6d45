#!/usr/bin/env bash
# What a DISA-shaped library costs the files backend as it grows tenfold: a library of 45 and one of 450 per-STIG zips
# (bench/GenerateCatalog.java ... library: 150 rules each, DISA-sized PDFs, the XSL and the logo beside each XCCDF),
# each loaded and served by the packaged jar in a small heap. Prints, per library: its size, the service's own
# "Catalog loaded" time, the time to the first listing, the peak heap seen by the GC log (heap in use before a
# collection), the live heap after a full collection once the catalog is searchable, the process's peak RSS, and the
# CPU time it uses over the next 20 s of idling (the refresh job looks at the folder every 5 s).
#   bench/library-heap.sh [heap=128m] [small=45] [large=450] [rules=150]
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/require.sh
require curl:curl python3:python3
heap=${1:-128m}
sizes=("${2:-45}" "${3:-450}")
rules=${4:-150}
jar=bootstrap/target/stig-service.jar
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
jcmd=${JAVA_HOME:+$JAVA_HOME/bin/}jcmd
[ -f "$jar" ] || ./mvnw -q -DskipTests package
work=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$work"' EXIT
echo "machine: $(nproc) cores, $("$java" -version 2>&1 | head -n 1); -Xmx$heap; load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-9s %-9s %-10s %-14s %-15s %-15s %-10s %-12s\n' members "zip MB" "load ms" "first answer" "peak heap MB" "live heap MB" "peak RSS" "idle CPU/20s"
for members in "${sizes[@]}"; do
  "$java" bench/GenerateCatalog.java "$work/lib-$members" "$members" "$rules" library >/dev/null
  zip_mb=$(( $(stat -c %s "$work/lib-$members/U_SRG-STIG_Library_Synthetic.zip") / 1000000 ))
  port=$(free_port)
  log="$work/service-$members.log"
  started=$(date +%s%N)
  "$java" -Xmx"$heap" -Xlog:gc:file="$work/gc-$members.log" -Dmicronaut.server.port="$port" -Dmicronaut.server.host=127.0.0.1 \
      -Dstig.auth.tokens=bench -Dstig.catalog.directory="$work/lib-$members" -jar "$jar" >"$log" 2>&1 &
  pid=$!
  await_listing "$pid" "$port" "$log"
  first=$(( ($(date +%s%N) - started) / 1000000 ))
  # Served: a download of the last benchmark, then wait until the search has caught up (it reads every model again).
  curl -sf -o /dev/null -H "Authorization: Bearer bench" "http://127.0.0.1:$port/api/v1/stigs/synthetic-product-$((members - 1))-stig/download"
  until curl -sf "http://127.0.0.1:$port/health" | grep -q '"searchable":true'; do
    kill -0 "$pid" 2>/dev/null || { echo "the service ended:" >&2; tail -n 20 "$log" >&2; exit 1; }
    sleep 0.2
  done
  total=$(curl -sf "http://127.0.0.1:$port/api/v1/stigs" | python3 -c 'import json,sys; print(json.load(sys.stdin)["total"])')
  [ "$total" = "$members" ] || { echo "served $total of $members benchmarks" >&2; exit 1; }
  "$jcmd" "$pid" GC.run >/dev/null
  sleep 0.5
  load_ms=$(grep -o 'Catalog loaded: .* in [0-9,]* ms' "$log" | head -n 1 | grep -o '[0-9,]* ms$')
  peak=$(grep -o '[0-9]*M->[0-9]*M' "$work/gc-$members.log" | cut -dM -f1 | sort -n | tail -n 1)
  live=$(grep -o '[0-9]*M->[0-9]*M' "$work/gc-$members.log" | tail -n 1 | sed 's/.*->//; s/M//')
  rss=$(( $(awk '/VmHWM/ {print $2}' "/proc/$pid/status") / 1024 ))
  # utime + stime of the process, in clock ticks (fields 14 and 15 of /proc/<pid>/stat, after the command's name).
  ticks() { awk '{ sub(/^.*\) /, ""); print $12 + $13 }' "/proc/$pid/stat"; }
  before=$(ticks); sleep 20; idle_ms=$(( ($(ticks) - before) * 1000 / $(getconf CLK_TCK) ))
  grep -q OutOfMemoryError "$log" && { echo "OutOfMemoryError with $members members" >&2; exit 1; }
  kill "$pid"; wait "$pid" 2>/dev/null || true
  pid=
  printf '%-9s %-9s %-10s %-14s %-15s %-15s %-10s %-12s\n' "$members" "$zip_mb" "$load_ms" "$first ms" "$peak" "$live" "$rss MB" "$idle_ms ms"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg) (the times are worth only as much as the machine was idle)"
