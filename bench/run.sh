#!/usr/bin/env bash
# The service against NGINX serving the same bytes as static files, same machine, same run, loopback only.
#   bench/run.sh [rounds=3] [seconds=10] [samples=../shared/stig-samples]
# Needs nginx, wrk, python3, curl (installed with apt-get when missing and run as root) and a JDK 25 in JAVA_HOME.
# Prints a Markdown table of requests/s and latency (medians over the rounds) and the ratios to NGINX, for clients
# that send no Accept-Encoding (wrk, curl) and for clients that send "gzip" (browsers, python-requests; NGINX then
# serves the same bytes gzipped once, gzip_static), with CPU time per request; then startup time, a 1,000 x 300
# synthetic catalog load, and heap and CPU under 100 concurrent large downloads with and without gzip.
set -euo pipefail
rounds=${1:-3}
seconds=${2:-10}
samples=$(cd "${3:-../shared/stig-samples}" && pwd)
source "$(dirname "$0")/require.sh"
require nginx:nginx-light wrk:wrk python3:python3 curl:curl
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
jcmd=${JAVA_HOME:+$JAVA_HOME/bin/}jcmd
"$java" -version 2>&1 | grep -q 'version "25' || { echo "needs a JDK 25: export JAVA_HOME=..." >&2; exit 1; }
[ -f bootstrap/target/stig-service.jar ] || ./mvnw -q -DskipTests package
work=$(mktemp -d)
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT
auth_port=$(free_port); service_port=$(free_port); nginx_port=$(free_port)
token=bench-token

# Stand-in access management: confirms every token (the service caches the verdict).
python3 -c "
import http.server
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.send_header('Content-Length','0'); self.end_headers()
    def log_message(self,*a): pass
http.server.ThreadingHTTPServer(('127.0.0.1',$auth_port),H).serve_forever()" &
pids+=($!)

heap() { # KB used in all generations after a full GC
  "$jcmd" "$1" GC.run >/dev/null
  # one "total NK, used NK" line per generation ("DefNew"/"Tenured" on JDK 25, "... generation" before)
  "$jcmd" "$1" GC.heap_info | grep -o 'total [0-9]*K, used [0-9]*K' | grep -o 'used [0-9]*K' | tr -dc '0-9\n' | awk '{s+=$1} END {print s}'
}
start_service() { # catalog folder, log file, heap; sets service_pid, started_at and startup_ms; fails when the service ends first
  local t0; t0=$(date +%s%N); started_at=$t0
  "$java" -Xmx"$3" -XX:+UseSerialGC -Dmicronaut.server.host=127.0.0.1 -Dmicronaut.server.port="$service_port" \
      -Dstig.auth.url="http://127.0.0.1:$auth_port" -Dstig.catalog.directory="$1" -jar bootstrap/target/stig-service.jar >"$2" 2>&1 &
  service_pid=$!; pids+=($service_pid)
  until curl -sf -o /dev/null "http://127.0.0.1:$service_port/api/v1/stigs"; do
    kill -0 "$service_pid" 2>/dev/null || { startup_ms=-1; return 1; }
    sleep 0.02
  done
  startup_ms=$(( ($(date +%s%N) - t0) / 1000000 ))
}
search_ready() { # port; sets search_ms, from started_at: the catalog is served before its search index is built (503 until then)
  until [ "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $token" "http://127.0.0.1:$1/api/v1/search?q=audit")" != 503 ]; do
    sleep 0.02
  done
  search_ms=$(( ($(date +%s%N) - started_at) / 1000000 ))
}

start_service "$samples" "$work/service.log" 512m || { echo "the service did not start:" >&2; tail -n 20 "$work/service.log" >&2; exit 1; }
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $("$java" -version 2>&1 | head -n1), nginx $(nginx -v 2>&1 | cut -d/ -f2)"
search_ready "$service_port"
echo "startup to first answer with the samples: ${startup_ms} ms (java -jar, no AOT cache); search answers after ${search_ms} ms"
# The runtime distribution starts with the AOT cache its build trained (bin/stig-service); five cold starts.
if [ -f bootstrap/target/stig-service-dist.tar.gz ]; then
  mkdir "$work/dist" && tar -xzf bootstrap/target/stig-service-dist.tar.gz -C "$work/dist"
  dist_port=$(free_port); times=(); search_times=()
  for _ in 1 2 3 4 5; do
    t0=$(date +%s%N); started_at=$t0
    env -i PATH=/usr/bin:/bin JAVA_OPTS="-Xmx512m -Dmicronaut.server.host=127.0.0.1 -Dmicronaut.server.port=$dist_port \
        -Dstig.auth.tokens=$token -Dstig.catalog.directory=$samples" "$work/dist/stig-service/bin/stig-service" >"$work/dist.log" 2>&1 &
    dist_pid=$!
    until curl -sf -o /dev/null "http://127.0.0.1:$dist_port/api/v1/stigs"; do sleep 0.02; done
    times+=($(( ($(date +%s%N) - t0) / 1000000 )))
    search_ready "$dist_port"; search_times+=("$search_ms")
    kill "$dist_pid"; wait "$dist_pid" 2>/dev/null || true
  done
  echo "startup to first answer with the samples, runtime distribution with its AOT cache: $(printf '%s\n' "${times[@]}" | sort -n | paste -sd' ') ms (5 runs); search answers after $(printf '%s\n' "${search_times[@]}" | sort -n | paste -sd' ') ms"
fi

# The same bytes for NGINX: the listing and two downloads, at the same paths.
listing=/api/v1/stigs
mid=/api/v1/stigs/microsoft-outlook-2010/download          # 84 rules
small=/api/v1/stigs/microsoft-skype-for-business-2016/download  # 4 rules: about the listing's size
large=/api/v1/stigs/rhel-9-stig/download                   # 446 rules, the largest sample
mkdir -p "$work/www"
chmod 755 "$work" "$work/www"   # NGINX workers run as another user
for path in $listing $mid $small $large; do
  file="$work/www/$(echo "$path" | tr / _).json"
  curl -sf -H "Authorization: Bearer $token" "http://127.0.0.1:$service_port$path" -o "$file"
  gzip -9 -k "$file"   # what gzip_static sends: the service's identity bytes, compressed once
done
start_nginx "$work" "  default_type application/json;
  keepalive_requests 100000;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:$nginx_port;
    location = $listing { alias $work/www/$(echo $listing | tr / _).json; }
    location = $mid { alias $work/www/$(echo $mid | tr / _).json; }
    location = $small { alias $work/www/$(echo $small | tr / _).json; }
    location = $large { alias $work/www/$(echo $large | tr / _).json; }
  }"
until curl -sf -o /dev/null "http://127.0.0.1:$nginx_port$listing"; do sleep 0.05; done
for path in $listing $mid $small $large; do
  cmp -s <(curl -s -H "Authorization: Bearer $token" "http://127.0.0.1:$service_port$path") \
         <(curl -s "http://127.0.0.1:$nginx_port$path") || { echo "bodies differ for $path" >&2; exit 1; }
done
for path in $listing $small $large; do  # with gzip: both 200 and gzipped, the service's gzip body is its identity bytes
  for p in $service_port $nginx_port; do
    curl -s -D "$work/headers" -H "Authorization: Bearer $token" -H "Accept-Encoding: gzip" "http://127.0.0.1:$p$path" -o "$work/body.gz"
    grep -q '^HTTP/1.1 200' "$work/headers" && grep -qi '^content-encoding: gzip' "$work/headers" \
      || { echo "no gzipped 200 from port $p for $path" >&2; cat "$work/headers" >&2; exit 1; }
    cmp -s <(gzip -dc "$work/body.gz") "$work/www/$(echo "$path" | tr / _).json" || { echo "gzip body differs for $path on port $p" >&2; exit 1; }
  done
done
echo "bytes: listing $(stat -c %s "$work/www/$(echo $listing | tr / _).json"), 84-rule download $(stat -c %s "$work/www/$(echo $mid | tr / _).json"), 4-rule download $(stat -c %s "$work/www/$(echo $small | tr / _).json"), 1 MB download $(stat -c %s "$work/www/$(echo $large | tr / _).json")"

run_wrk() { # label server port path connections [Accept-Encoding]
  local processes=$service_pid; [ "$2" = nginx ] && processes=$(nginx_pids "$work")
  local coding=(); [ -n "${6:-}" ] && coding=(-H "Accept-Encoding: $6")
  local before; before=$(cpu_ticks $processes)
  wrk -t2 -c"$5" -d"${seconds}s" --latency -H "Authorization: Bearer $token" "${coding[@]}" "http://127.0.0.1:$3$4" >"$work/wrk.out"
  echo "cpu_ticks $(( $(cpu_ticks $processes) - before )) $(getconf CLK_TCK)" >>"$work/wrk.out"
  python3 - "$1" "$work/wrk.out" >>"$work/results.tsv" <<'PY'
import re, sys
label, text = sys.argv[1], open(sys.argv[2]).read()
def ms(v):
    n, u = re.match(r"([\d.]+)(us|ms|s)", v).groups()
    return float(n) * {"us": 0.001, "ms": 1, "s": 1000}[u]
rps = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
# the latency distribution lines only ("90.50%" elsewhere would also contain "50%")
p50 = ms(re.search(r"^\s+50%\s+(\S+)", text, re.M).group(1)); p99 = ms(re.search(r"^\s+99%\s+(\S+)", text, re.M).group(1))
non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
requests = int(re.search(r"(\d+) requests in", text).group(1))
ticks, hz = map(int, re.search(r"cpu_ticks (\d+) (\d+)", text).groups())
print(f"{label}\t{rps}\t{p50}\t{p99}\t{non2xx.group(1) if non2xx else 0}\t{1e6 * ticks / hz / max(requests, 1)}")
PY
}
for warm in service nginx; do  # warm both (JIT, caches) before measuring
  p=$service_port; [ $warm = nginx ] && p=$nginx_port
  wrk -t2 -c32 -d5s -H "Authorization: Bearer $token" "http://127.0.0.1:$p$mid" >/dev/null
  wrk -t2 -c32 -d5s "http://127.0.0.1:$p$listing" >/dev/null
  wrk -t2 -c32 -d5s -H "Accept-Encoding: gzip" -H "Authorization: Bearer $token" "http://127.0.0.1:$p$large" >/dev/null
done
for round in $(seq 1 "$rounds"); do
  for target in "listing:$listing" "download-84:$mid" "download-4:$small" "download-1mb:$large"; do
    run_wrk "${target%%:*}/service/32" service "$service_port" "${target#*:}" 32
    run_wrk "${target%%:*}/nginx/32" nginx "$nginx_port" "${target#*:}" 32
  done
  run_wrk "listing/service/64" service "$service_port" "$listing" 64
  run_wrk "listing/nginx/64" nginx "$nginx_port" "$listing" 64
  for target in "listing-gzip:$listing" "download-4-gzip:$small" "download-1mb-gzip:$large"; do
    run_wrk "${target%%:*}/service/32" service "$service_port" "${target#*:}" 32 gzip
    run_wrk "${target%%:*}/nginx/32" nginx "$nginx_port" "${target#*:}" 32 gzip
  done
done
python3 - "$work/results.tsv" <<'PY'
import statistics, sys, collections
rows = collections.defaultdict(list)
for line in open(sys.argv[1]):
    label, rps, p50, p99, bad, cpu = line.split("\t")
    rows[label].append((float(rps), float(p50), float(p99), float(cpu), int(bad)))
med = {k: tuple(statistics.median(x[i] for x in v) for i in range(4)) + (sum(x[4] for x in v),) for k, v in rows.items()}
print("\n| workload (connections) | service req/s | NGINX req/s | ratio | service p50 / p99 ms | NGINX p50 / p99 ms | CPU us/request service / NGINX | non-2xx |")
print("|---|---|---|---|---|---|---|---|")
for w in ["listing", "download-84", "download-4", "download-1mb", "listing-gzip", "download-4-gzip", "download-1mb-gzip"]:
    for c in ["32", "64"]:
        s, n = med.get(f"{w}/service/{c}"), med.get(f"{w}/nginx/{c}")
        if s and n:
            print(f"| {w} ({c}) | {s[0]:.0f} | {n[0]:.0f} | {s[0]/n[0]:.2f} | {s[1]:.2f} / {s[2]:.2f} | {n[1]:.2f} / {n[2]:.2f} | {s[3]:.0f} / {n[3]:.0f} | {s[4]+n[4]} |")
l, d = med["listing/service/32"][0], med["download-4/service/32"][0]
print(f"\ncost per request of a cached-verdict download (4 rules) relative to the public listing of about the same size: {100*(l/d-1):+.1f} %")
print(f"p99 at 64 connections: service {med['listing/service/64'][2]:.2f} ms, NGINX {med['listing/nginx/64'][2]:.2f} ms, ratio {med['listing/service/64'][2]/med['listing/nginx/64'][2]:.2f}")
PY

# 100 concurrent downloads of the largest sample: heap after GC, and the direct buffers that hold the rendered
# bodies (off the heap, counted by the export cache's bound), before and after.
direct() { # MB in direct buffers, from the service's own metrics
  curl -s "http://127.0.0.1:$service_port/prometheus" | awk '/^jvm_buffer_memory_used_bytes\{id="direct"\}/ {printf "%.1f", $2 / 1048576}'
}
before=$(heap "$service_pid"); direct_before=$(direct)
: >"$work/results.tsv"
run_wrk "large/identity/100" service "$service_port" "$large" 100
run_wrk "large/gzip/100" service "$service_port" "$large" 100 gzip
after=$(heap "$service_pid"); direct_after=$(direct)
python3 - "$work/results.tsv" <<'PY'
import sys
rows = {line.split("\t")[0]: line.split("\t") for line in open(sys.argv[1])}
i, g = rows["large/identity/100"], rows["large/gzip/100"]
print(f"100 concurrent downloads of rhel-9-stig: identity {float(i[1]):.0f} req/s, {float(i[5]):.0f} us CPU/request; "
      f"gzip {float(g[1]):.0f} req/s, {float(g[5]):.0f} us CPU/request; gzip/identity CPU per request {float(g[5])/float(i[5]):.2f}")
PY
echo "100 concurrent downloads of rhel-9-stig (JSON, $(curl -s -H "Authorization: Bearer $token" "http://127.0.0.1:$service_port$large" | wc -c) bytes), identity then gzip: heap after full GC $((before / 1024)) MB before, $((after / 1024)) MB after; rendered bodies in direct buffers $direct_before MB before, $direct_after MB after (export cache bound 64 MB)"
kill "$service_pid"; wait "$service_pid" 2>/dev/null || true

# Scale: 1,000 synthetic benchmarks of 300 rules, in the target's 512 MB heap and then in more until it fits.
"$java" bench/GenerateCatalog.java "$work/synthetic" 1000 300 >/dev/null
for heap_limit in 512m 1g 2g; do
  if start_service "$work/synthetic" "$work/synthetic-$heap_limit.log" "$heap_limit"; then
    search_ready "$service_port"
    echo "synthetic catalog, $(du -sh "$work/synthetic" | cut -f1) on disk, -Xmx$heap_limit: $(grep -o 'Catalog loaded: .*' "$work/synthetic-$heap_limit.log"); startup to first answer ${startup_ms} ms; $(grep -o 'Search index: .*' "$work/synthetic-$heap_limit.log" | head -n1); search answers after ${search_ms} ms; heap after full GC $(( $(heap "$service_pid") / 1024 )) MB"
    kill "$service_pid"; wait "$service_pid" 2>/dev/null || true
    break
  fi
  cause=$(grep -m1 -o 'java.lang.OutOfMemoryError.*' "$work/synthetic-$heap_limit.log" || grep -m1 -oE 'Exception[^:]*: .*' "$work/synthetic-$heap_limit.log" || true)
  echo "synthetic catalog, -Xmx$heap_limit: the service did not start: ${cause:0:160}"
done
