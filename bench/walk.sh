#!/usr/bin/env bash
# Which classes of this codebase a request runs, and where it crosses from one module to another: the packaged jar
# with JFR tracing every method of every class of this codebase (JDK 25's jdk.MethodTrace), one request after the
# service is ready (the first: token checked, model loaded, body rendered), then the same request again (a kept body).
#   bench/walk.sh [path=/api/v1/stigs/microsoft-skype-for-business-2016/download] [samples=../shared/stig-samples]
# JAR=other.jar counts another build's way (the commit before a change, say). HEADER='Accept-Encoding: gzip' adds a
# request header. Counts every invocation on the threads that serve requests (event loops, the blocking executor's
# virtual threads) while the request runs; the script prints every thread's invocations, the others not counted. A
# class is a top-level class (nested classes and lambdas count as their outer class); a module is the package below
# dev.stigservice (adapter.http is adapter-http); a crossing is a distinct pair of caller and callee classes in
# different modules, the caller being the nearest frame of this codebase below the callee (JFR's stack of a traced
# method starts at its caller: the method itself is not in it).
# Needs python3, curl and a JDK 25 in JAVA_HOME; loopback only.
set -euo pipefail
path=${1:-/api/v1/stigs/microsoft-skype-for-business-2016/download}
samples=$(cd "${2:-../shared/stig-samples}" && pwd)
source "$(dirname "$0")/require.sh"
require python3:python3 curl:curl
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
bin=${java%java}
jar=${JAR:-bootstrap/target/stig-service.jar}
[ -n "${JAR:-}" ] || [ -f "$jar" ] || ./mvnw -q -DskipTests package
"$java" -version 2>&1 | grep -q 'version "25' || { echo "needs a JDK 25 (jdk.MethodTrace): export JAVA_HOME=..." >&2; exit 1; }
extra_header=(); [ -n "${HEADER:-}" ] && extra_header=(-H "$HEADER")
work=$(mktemp -d)
port=$(free_port)

# Every class of this codebase in the jar but those Micronaut generated ($...$Definition) and lambdas.
"${bin}jar" tf "$jar" | grep '^dev/stigservice/.*\.class$' | grep -v '/\$\|\$\$' | sed 's|\.class$||; s|/|.|g' >"$work/classes"
"${bin}jfr" configure --input none "+jdk.MethodTrace#enabled=true" "+jdk.MethodTrace#filter=$(paste -sd';' "$work/classes")" \
    "+jdk.MethodTrace#stackTrace=true" "+jdk.MethodTrace#threshold=0 ms" --output "$work/trace.jfc" >/dev/null

"$java" -Xmx512m -XX:FlightRecorderOptions:stackdepth=2048 -Dstig.auth.tokens=walk-token -Dmicronaut.server.host=127.0.0.1 \
    -Dmicronaut.server.port="$port" -Dstig.catalog.directory="$samples" -jar "$jar" >"$work/service.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$work"' EXIT
await_listing "$pid" "$port" "$work/service.log"
# Singletons are built on first use; one protected request of another benchmark builds them before the recording: JDK
# 25's method tracing makes a record's accessor first called after it starts fail (NoSuchFieldError), and building beans
# is the start's cost, not a request's. The request walked is still the first of its benchmark: model loaded, rendered.
curl -s -o /dev/null -H 'Authorization: Bearer walk-token' "http://127.0.0.1:$port/api/v1/stigs/no-such-benchmark/download"
# One recording, dumped after each request (stopping it crashed JDK 25.0.3 in JVM.setMethodTraceFilters, once).
"${bin}jcmd" "$pid" JFR.start name=walk settings="$work/trace.jfc" >/dev/null
sleep 1 # the classes are instrumented when the recording starts
for request in first again; do
  since=$(date -u +%Y-%m-%dT%H:%M:%S.%NZ)
  status=$(curl -s -o /dev/null -w '%{http_code}' -H 'Authorization: Bearer walk-token' "${extra_header[@]}" "http://127.0.0.1:$port$path")
  [ "$status" = 200 ] || { echo "$path answers $status, not 200" >&2; exit 1; }
  sleep 0.5
  "${bin}jcmd" "$pid" JFR.dump name=walk filename="$work/$request.jfr" >/dev/null
  "${bin}jfr" print --json --events jdk.MethodTrace "$work/$request.jfr" >"$work/$request.json"
  python3 - "$request" "$work/$request.json" "$since" <<'PY'
import json, sys, collections
label, since = sys.argv[1], sys.argv[3]
events = [e for e in json.load(open(sys.argv[2]))["recording"]["events"] if e["values"]["startTime"] > since]
def name(method):  # "" for a frame JFR could not name
    return ((method or {}).get("type") or {}).get("name", "").replace("/", ".")
def outer(type_name):
    return type_name.split("$")[0]
def ours(type_name):
    return type_name.startswith("dev.stigservice.") and "$$" not in type_name and not type_name.rsplit(".", 1)[1].startswith("$")
def module(type_name):
    parts = type_name.split(".")[2:]
    return parts[0] + "-" + parts[1] if parts[0] == "adapter" else parts[0]
threads, classes, crossings, modules = collections.Counter(), set(), set(), []
for event in events:
    values = event["values"]
    thread = values["eventThread"]
    thread = "virtual" if thread.get("virtual") else (thread.get("javaName") or "?").rsplit("-", 1)[0]
    threads[thread] += 1
    if thread != "virtual" and "ventLoop" not in thread:
        continue  # not the request's: the catalog's scheduled refresh, say
    callee = outer(name(values["method"]))
    if not ours(callee):
        continue
    frames = [outer(name(f["method"])) for f in (values.get("stackTrace") or {}).get("frames", [])]
    caller = next((f for f in frames if ours(f)), None)  # frames[0] is the caller: skipping it named the caller's caller
    classes.add(callee)
    if caller and module(caller) != module(callee):
        crossings.add((caller, callee))
    modules.append((values["startTime"], module(callee)))
by_module = collections.defaultdict(list)
for c in sorted(classes):
    by_module[module(c)].append(c.rsplit(".", 1)[1])
print(f"## {label} request: {len(classes)} classes in {len(by_module)} modules, {len(crossings)} crossings "
      f"({len({(module(a), module(b)) for a, b in crossings})} module pairs); {len(events)} invocations on {dict(threads)}")
for m, names in sorted(by_module.items()):
    print(f"- {m} ({len(names)}): {', '.join(names)}")
# The way: the module of each call in the order the calls began, values (domain) left out, repeats folded; a call back
# into a module after one into another shows as a return to it.
way = [m for _, m in sorted(modules) if m != "domain"]
way = [m for i, m in enumerate(way) if i == 0 or way[i - 1] != m]
print(f"way ({len(way) - 1} steps between modules, domain left out): {' > '.join(way)}")
print("crossings: " + "; ".join(f"{a.rsplit('.', 1)[1]} -> {b.rsplit('.', 1)[1]}" for a, b in sorted(crossings, key=lambda p: (module(p[0]), p))))
PY
done
