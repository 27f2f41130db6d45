#!/usr/bin/env bash
# Where a listing request's time goes: the packaged jar under wrk (32 connections, 10 s) with JFR recording, then
# every execution sample attributed to the component of its top-most frame that belongs to a known component.
#   bench/profile.sh [path=/api/v1/stigs] [extra JVM option, e.g. -Dmicronaut.server.netty.access-logger.enabled=true]
#                    [samples=../shared/stig-samples]   (the catalog, as in bench/run.sh)
# JAR=other.jar profiles another build; HEADER='Accept-Encoding: gzip' adds a request header, as a browser's;
# UNDER='io.netty.handler.codec.http.HttpObjectEncoder.encodeHeaders ...' also prints the share of samples whose
# stack holds each of these methods (the time spent in them and in what they call).
# Needs wrk, python3, curl and a JDK 25 in JAVA_HOME; loopback only.
set -euo pipefail
path=${1:-/api/v1/stigs}
extra=${2:-}
samples=$(cd "${3:-../shared/stig-samples}" && pwd)
source "$(dirname "$0")/require.sh"
require wrk:wrk python3:python3 curl:curl
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
jfr=${JAVA_HOME:+$JAVA_HOME/bin/}jfr
jar=${JAR:-bootstrap/target/stig-service.jar}
[ -n "${JAR:-}" ] || [ -f "$jar" ] || ./mvnw -q -DskipTests package
extra_header=(); [ -n "${HEADER:-}" ] && extra_header=(-H "$HEADER")
work=$(mktemp -d)
port=$(free_port)
"$java" -Xmx512m -XX:+UseSerialGC $extra -Dstig.auth.tokens=profile-token -Dmicronaut.server.host=127.0.0.1 \
    -Dmicronaut.server.port="$port" -Dstig.catalog.directory="$samples" -jar "$jar" >"$work/service.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$work"' EXIT
await_listing "$pid" "$port" "$work/service.log"
status=$(curl -s -o /dev/null -w '%{http_code}' -H 'Authorization: Bearer profile-token' "http://127.0.0.1:$port$path")
[ "$status" = 200 ] || { echo "$path answers $status, not 200" >&2; exit 1; }
wrk -t2 -c32 -d5s -H 'Authorization: Bearer profile-token' "${extra_header[@]}" "http://127.0.0.1:$port$path" >/dev/null   # warm-up
"${java%java}jcmd" "$pid" JFR.start name=profile settings=profile jdk.ExecutionSample#period=1ms filename="$work/profile.jfr" >/dev/null
wrk -t2 -c32 -d10s -H 'Authorization: Bearer profile-token' "${extra_header[@]}" "http://127.0.0.1:$port$path" >"$work/wrk.out"
grep 'Requests/sec' "$work/wrk.out"
requests=$(awk '/requests in/ {print $1}' "$work/wrk.out")
"${java%java}jcmd" "$pid" JFR.dump name=profile filename="$work/profile.jfr" >/dev/null
"$jfr" print --json --stack-depth 64 --events jdk.ExecutionSample "$work/profile.jfr" > "$work/samples.json"
[ -n "${KEEP_JFR:-}" ] && cp "$work/samples.json" "$KEEP_JFR"
python3 - "$work/samples.json" "$requests" "${UNDER:-}" <<'PY'
import json, sys, collections
# Component of a frame, most specific first; a sample counts for the top-most frame that has one.
COMPONENTS = [
    ("access log and logging", ("ch.qos.logback", "org.slf4j", "io.micronaut.http.server.netty.handler.accesslog")),
    ("metrics (Micrometer)", ("io.micrometer", "io.micronaut.configuration.metrics")),
    ("this service's code", ("dev.stigservice",)),
    ("JSON (Jackson, serde)", ("tools.jackson", "com.fasterxml", "io.micronaut.serde")),
    ("Micronaut routing, filters, HTTP", ("io.micronaut",)),
    ("Netty", ("io.netty",)),
    ("JDK", ("java.", "jdk.", "sun.")),
]
events = json.load(open(sys.argv[1]))["recording"]["events"]
counts = collections.Counter()
for event in events:
    frames = event["values"]["stackTrace"]["frames"] if event["values"].get("stackTrace") else []
    names = [f["method"]["type"]["name"].replace("/", ".") for f in frames]
    component = "other"
    for name in names:
        hit = next((label for label, prefixes in COMPONENTS if name.startswith(prefixes)), None)
        if hit and hit != "JDK":
            component = hit; break
        if hit == "JDK" and component == "other":
            component = "JDK"
    counts[component] += 1
total = sum(counts.values())
requests = int(sys.argv[2])
# Samples come at a fixed interval per running thread, so samples per request measure CPU time per request.
print(f"{total} execution samples over {requests} requests")
print("| component (top-most frame of a sample) | share | samples per 100,000 requests |")
print("|---|---|---|")
for label, n in counts.most_common():
    print(f"| {label} | {100*n/total:.1f} % | {1e5*n/requests:.0f} |")
print(f"| all | 100 % | {1e5*total/requests:.0f} |")
under = sys.argv[3].split()
if under:
    held = collections.Counter()
    for event in events:
        frames = event["values"]["stackTrace"]["frames"] if event["values"].get("stackTrace") else []
        names = {f["method"]["type"]["name"].replace("/", ".") + "." + f["method"]["name"] for f in frames}
        for method in under:
            held[method] += method in names
    print("| samples whose stack holds | share |")
    print("|---|---|")
    for method in under:
        print(f"| {method} | {100*held[method]/total:.1f} % |")
PY
