#!/usr/bin/env bash
# The scan route's two targets (issue 72), on DISA's 21 manual RHEL 8 revisions and OpenSCAP's real results of the SCAP
# benchmark V1R3 (../shared/rhel8), against the packaged jar in a 256 MB heap, loopback only:
#  1. time: the 248-result scan into a CKLB of V2R8, against a blank CKLB of V2R8, alternated in the same run (median
#     of the rounds, curl's time_total); the target is at most 1.5 x;
#  2. memory: the same results inside a 60 MB ARF (the data stream's place padded with OVAL-like results, as
#     `oscap --results-arf` writes them before the report), posted once; the GC log's heap after each collection
#     while it is read, against the live heap after a full collection just before; the target is a growth of at most 32 MB.
#     The young generation is held to 16 MB so that collections happen while it is read: what survives them is what the
#     read holds (with the default sizing the whole read can pass without one, and garbage is not growth).
#   bench/scan-fill.sh [rounds=15] [rhel8=../shared/rhel8]
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/require.sh
require curl:curl python3:python3
rounds=${1:-15}
rhel8=$(cd "${2:-../shared/rhel8}" && pwd)
jar=bootstrap/target/stig-service.jar
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
jcmd=${JAVA_HOME:+$JAVA_HOME/bin/}jcmd
[ -f "$jar" ] || ./mvnw -q -DskipTests package
work=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$work"' EXIT
mkdir "$work/catalog"
cp "$rhel8/rhel8-manual-history.zip" "$work/catalog/"
scan="$rhel8/oscap-results-rhel8-v1r3.xml"
python3 - "$scan" "$work/arf.xml" <<'PY'
import sys
results = open(sys.argv[1], encoding="utf-8").read()
results = results[results.index("?>") + 2:] if results.startswith("<?xml") else results
chunk = '<oval_results xmlns="http://oval.mitre.org/XMLSchema/oval-results-5"><x>' + "y" * 1000 + "</x></oval_results>\n"
with open(sys.argv[2], "w", encoding="utf-8") as arf:
    arf.write('<?xml version="1.0" encoding="UTF-8"?>\n<arf:asset-report-collection '
              'xmlns:arf="http://scap.nist.gov/schema/asset-reporting-format/1.1"><arf:report-requests>'
              '<arf:report-request id="collection1"><arf:content>\n')
    for _ in range(60 * 1024 * 1024 // len(chunk)):
        arf.write(chunk)
    arf.write('</arf:content></arf:report-request></arf:report-requests><arf:reports><arf:report id="xccdf1"><arf:content>')
    arf.write(results)
    arf.write("</arf:content></arf:report></arf:reports></arf:asset-report-collection>\n")
PY
port=$(free_port)
log="$work/service.log"
"$java" -Xmx256m -XX:MaxNewSize=16m -Xlog:gc:file="$work/gc.log" -Dmicronaut.server.port="$port" -Dmicronaut.server.host=127.0.0.1 \
    -Dstig.auth.tokens=bench -Dstig.catalog.directory="$work/catalog" -jar "$jar" >"$log" 2>&1 &
pid=$!
await_listing "$pid" "$port" "$log"
base="http://127.0.0.1:$port/api/v1/stigs/rhel-8-stig/checklist"
auth=(-H "Authorization: Bearer bench")
blank() { curl -sf -o /dev/null -w '%{time_total}\n' "${auth[@]}" "$base?revision=V2R8&format=cklb&host=h$1"; }
filled() { curl -sf -o /dev/null -w '%{time_total}\n' "${auth[@]}" -H 'Content-Type: application/xml' --data-binary @"$scan" \
    "$base/results?revision=V2R8&format=cklb&host=h$1"; }
for i in 1 2 3; do blank "w$i" >/dev/null; filled "w$i" >/dev/null; done   # warm-up
for i in $(seq 1 "$rounds"); do
  # Which goes first alternates by round, as in compare.sh. The host differs each time, so no blank answer is a 304.
  if [ $((i % 2)) -eq 0 ]; then echo "blank $(blank "$i")"; echo "filled $(filled "$i")"
  else echo "filled $(filled "$i")"; echo "blank $(blank "$i")"; fi
done >"$work/times"
"$jcmd" "$pid" GC.run >/dev/null
sleep 0.5
before=$(wc -l <"$work/gc.log")
live=$(grep -o '[0-9]*M->[0-9]*M' "$work/gc.log" | tail -n 1 | sed 's/.*->//; s/M//')
status=$(curl -s -o "$work/arf.cklb" -w '%{http_code}' "${auth[@]}" -H 'Content-Type: application/xml' --data-binary @"$work/arf.xml" \
    "$base/results?format=cklb")
[ "$status" = 200 ] || { echo "the ARF was answered $status: $(head -c 300 "$work/arf.cklb")" >&2; exit 1; }
during=$(tail -n +"$((before + 1))" "$work/gc.log" | grep -o '[0-9]*M->[0-9]*M' | sed 's/.*->//; s/M//' | sort -n | tail -n 1)
collections=$(tail -n +"$((before + 1))" "$work/gc.log" | grep -c 'M->' || true)
grep -q OutOfMemoryError "$log" && { echo "OutOfMemoryError" >&2; exit 1; }
python3 - "$work/times" "$live" "${during:-$live}" "$collections" "$(stat -c %s "$work/arf.xml")" <<'PY'
import statistics, sys
times = {"blank": [], "filled": []}
for line in open(sys.argv[1]):
    kind, seconds = line.split()
    times[kind].append(float(seconds) * 1000)
blank, filled = statistics.median(times["blank"]), statistics.median(times["filled"])
live, during, collections, size = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
print(f"V2R8 CKLB, median of {len(times['blank'])}: blank {blank:.1f} ms, from the 248-result scan {filled:.1f} ms: "
      f"{filled / blank:.2f} x (target at most 1.5 x)")
print(f"ARF of {size / 1e6:.1f} MB: live heap {live} MB before, at most {during} MB after each of {collections} collections "
      f"while it was read: growth {during - live} MB (target at most 32 MB, -Xmx256m)")
PY
echo "machine: $(nproc) cores, $("$java" -version 2>&1 | head -n 1); load average $(cut -d' ' -f1-3 /proc/loadavg)"
