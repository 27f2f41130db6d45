#!/usr/bin/env bash
# The storage guide's worked example as another team has it (docs/guides/adding-a-storage-backend.md, section 3): a copy
# of docs/guides/storage-backend-example in a temporary folder outside this repository, with a Maven wrapper of its
# own, built against the service installed into a local repository of its own (nothing of ~/.m2 is written; what is
# already there is read through maven.repo.local.tail). Its build runs the rules jar, the contract kit and its
# integration test; then the module is deployed into the unpacked runtime distribution as the guide says (its jars into
# lib/ext/), bin/stig-service imports the samples and serves them on loopback, and the listing and three downloads
# are compared byte for byte with the files backend of the same distribution. Also: with jars in lib/ext/ the launcher
# still uses its AOT cache (-XX:AOTMode=on refuses to start without it), and a misspelt backend stops the start in one
# line that names the backends there are, mvstore among them.
#   bash .ci/outside-backend.sh      (from the repository root; STIG_SAMPLES_DIR as for .ci/run)
set -euo pipefail

if [ -z "${JAVA_HOME:-}" ] || ! "$JAVA_HOME/bin/java" -version 2>&1 | grep -q 'version "25'; then
  JAVA_HOME=$(ls -d /usr/lib/jvm/*temurin-25* 2>/dev/null | head -n 1 || true)
  [ -n "$JAVA_HOME" ] || { echo "Outside backend: needs a JDK 25 (JAVA_HOME, or a Temurin 25 under /usr/lib/jvm)." >&2; exit 1; }
fi
export JAVA_HOME PATH="$JAVA_HOME/bin:$PATH"
samples=$(cd "${STIG_SAMPLES_DIR:-../shared/stig-samples}" && pwd)

work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
repository="$work/m2"
maven=(--batch-mode --no-transfer-progress -Dmaven.repo.local="$repository" -Dmaven.repo.local.tail="$HOME/.m2/repository")

echo "Outside backend: the service installed into $repository"
./mvnw "${maven[@]}" --quiet install -DskipTests > "$work/install.log" 2>&1 || { tail -n 60 "$work/install.log"; exit 1; }

example="$work/teams/storage-backend-mvstore"
mkdir -p "$example/.mvn"
(cd docs/guides/storage-backend-example && tar --exclude=./target -cf - .) | (cd "$example" && tar -xf -)
cp mvnw "$example/"
cp -r .mvn/wrapper "$example/.mvn/"
if grep -rq 'relativePath>\.\.\|\.\./\.\./\.\.' "$example/pom.xml" "$example/src"; then
  echo "The example still reaches into the repository it was copied from." >&2; exit 1
fi
echo "Outside backend: building the example in $example (the rules, the kit, the shipped service with it)"
(cd "$example" && ./mvnw "${maven[@]}" verify -Dstig.samples.dir="$samples") > "$work/example.log" 2>&1 \
  || { tail -n 80 "$work/example.log"; echo "The example module's build failed outside the repository." >&2; exit 1; }
grep -E '^(Every rule holds|\[INFO\] Tests run: [0-9]+, Failures: 0, Errors: 0, Skipped: [0-9]+$)' "$work/example.log"
# Every check runs here but those an embedded single-file store cannot offer, each skipped with the kit's reason: a
# second instance (the descriptor declares oneInstanceAtATime: MVStore locks its file), a read fault and a save's later
# writes (FailingFile fails the next write only).
single_file='declares that one instance at a time opens its storage|offers no way to fail a read|fails only the next write|cannot fail a save.s later writes'
for report in "$example"/target/surefire-reports/TEST-*.xml "$example"/target/failsafe-reports/TEST-*.xml; do
  grep -q 'skipped="0"' "$report" && continue
  # Each skip's first line: <skipped type="..."><![CDATA[org.opentest4j.TestAbortedException: <the kit's reason>
  if grep '<skipped' "$report" | grep -Ev "$single_file" | grep -q .; then
    grep '<skipped' "$report" >&2
    echo "$report skipped a test for another reason than the single-file store's: the example must run every other check here." >&2; exit 1
  fi
  echo "Outside backend: $(grep -o '<skipped' "$report" | wc -l) kit checks skipped as a single-file store's, each with its reason"
done

# The rules the build ran have teeth on this module: without the store's library declared, they fail and name it.
if "$JAVA_HOME/bin/java" -jar "$example/target/rules/architecture-rules-cli.jar" --config "$example/src/rules/backend-module.properties" \
    --adapter-using 'storage=io.micronaut.context..,io.micronaut.core..,io.micronaut.inject..,jakarta.validation..,com.google.auto.service..,org.slf4j..' \
    --report "$work/undeclared.xml" "$example/target/rules/domain.jar" "$example/target/classes" > "$work/undeclared.log" 2>&1; then
  echo "The rules passed the example with org.h2.mvstore undeclared." >&2; exit 1
fi
grep -q "FAIL adapters-use-their-own-libraries" "$work/undeclared.log" && grep -q 'org.h2.mvstore.MVStore' "$work/undeclared.log" || {
  cat "$work/undeclared.log"; echo "The rules' report on the undeclared library does not name it." >&2; exit 1; }
echo "Outside backend: the rules jar on the module with org.h2.mvstore undeclared: $(tail -n 1 "$work/undeclared.log")"

# The guide's deployment: the distribution unpacked, the module's jar and the store's into lib/ext/.
dist_archive="$repository/dev/stigservice/bootstrap/0.1.0-SNAPSHOT/bootstrap-0.1.0-SNAPSHOT-dist.tar.gz"
mkdir -p "$work/opt"
tar -xzf "$dist_archive" -C "$work/opt"
home="$work/opt/stig-service"
cp "$example"/target/storage-backend-mvstore-*.jar "$example"/target/extra/*.jar "$home/lib/ext/"
echo "Outside backend: lib/ext holds $(cd "$home/lib/ext" && echo *)"

common="-Xmx512m -Dmicronaut.server.host=127.0.0.1 -Dmicronaut.server.port=-1 -Dstig.auth.tokens=outside-backend"
mvstore="-Dstig.storage.backend=mvstore -Dstig.storage.mvstore.file=$work/catalog.mv"

status=0
JAVA_OPTS="$common $mvstore" timeout 300 "$home/bin/stig-service" import "$samples" > "$work/import.log" 2>&1 || status=$?
# 3: some documents stored, some skipped (SOURCES.md), as docs/deploy/operations.md says; the SCAP data stream is
# stored as a SCAP benchmark.
grep -q 'Import finished: 23 imported, 0 unchanged, 1 skipped' "$work/import.log" && [ "$status" = 3 ] || {
  cat "$work/import.log"; echo "bin/stig-service import with the module in lib/ext did not import the samples (exit $status)." >&2; exit 1; }
grep 'Import finished' "$work/import.log"

# Starts bin/stig-service with the given JAVA_OPTS in the background; sets port once it answers.
start() {
  local log=$1 options=$2
  JAVA_OPTS="$common $options" "$home/bin/stig-service" > "$log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 600); do
    grep -q 'Server Running' "$log" && break
    kill -0 "${pids[-1]}" 2>/dev/null || { cat "$log" >&2; echo "bin/stig-service ended" >&2; exit 1; }
    sleep 0.1
  done
  port=$(grep -o 'Server Running: http://[^ ]*' "$log" | grep -oE '[0-9]+$' || true)
  [ -n "$port" ] || { cat "$log" >&2; echo "bin/stig-service did not start within 60 s" >&2; exit 1; }
}
# With jars in lib/ext, the AOT cache must still be taken: AOTMode=on stops the start if it cannot be.
start "$work/mvstore.log" "$mvstore -XX:AOTMode=on -Xlog:aot=info"
mvstore_port=$port
start "$work/files.log" "-Dstig.catalog.directory=$samples"
files_port=$port
grep -q 'catalog 22 benchmarks' "$work/mvstore.log" && grep -q 'from MVStore ' "$work/mvstore.log" || {
  cat "$work/mvstore.log"; echo "The service on the MVStore file did not say it serves 22 benchmarks from MVStore." >&2; exit 1; }
grep -q 'Using AOT-linked classes: true' "$work/mvstore.log" && ! grep -i 'mismatch\|disabled\|unable to use' "$work/mvstore.log" | grep -i aot || {
  grep -i aot "$work/mvstore.log" | head -n 20; echo "The JVM did not use the AOT cache with jars in lib/ext." >&2; exit 1; }
echo "Outside backend: started with -XX:AOTMode=on and jars in lib/ext: $(grep -m1 -o 'Using AOT-linked classes: true' "$work/mvstore.log")"

fetch() { curl -sf -H 'Authorization: Bearer outside-backend' -o "$3" "http://127.0.0.1:$1$2" || { echo "GET $2 on port $1 failed" >&2; exit 1; }; }
same() { cmp "$1" "$2" || { echo "$3: the MVStore backend's bytes differ from the files backend's" >&2; exit 1; }; }
fetch "$files_port" /api/v1/stigs "$work/files-listing.json"
fetch "$mvstore_port" /api/v1/stigs "$work/mvstore-listing.json"
same "$work/files-listing.json" "$work/mvstore-listing.json" /api/v1/stigs
mapfile -t slugs < <(grep -o '"slug":"[^"]*"' "$work/files-listing.json" | cut -d'"' -f4 | sort -u | head -n 3)
[ "${#slugs[@]}" = 3 ] || { echo "the listing names fewer than three benchmarks" >&2; exit 1; }
formats=(json csv xml)
for i in 0 1 2; do
  path="/api/v1/stigs/${slugs[$i]}/download?format=${formats[$i]}"
  fetch "$files_port" "$path" "$work/files-$i"
  fetch "$mvstore_port" "$path" "$work/mvstore-$i"
  same "$work/files-$i" "$work/mvstore-$i" "$path"
  echo "Outside backend: $path: $(wc -c < "$work/mvstore-$i") bytes, the same as the files backend's"
done
echo "Outside backend: listing of $(grep -o '"slug"' "$work/files-listing.json" | wc -l) benchmarks, the same bytes as the files backend's"

status=0
JAVA_OPTS="$common -Dstig.storage.backend=mvstor" timeout 120 "$home/bin/stig-service" > "$work/misspelt.log" 2>&1 || status=$?
grep -q "stig-service did not start: stig.storage.backend: 'mvstor' is not one of files, mariadb, mvstore, postgres$" "$work/misspelt.log" \
  && [ "$status" = 2 ] && ! grep -q $'^\tat ' "$work/misspelt.log" || {
  cat "$work/misspelt.log"; echo "A misspelt backend did not stop the start in one line naming the backends (exit $status)." >&2; exit 1; }
echo "Outside backend: $(grep -o "stig.storage.backend: 'mvstor' is not one of.*" "$work/misspelt.log") (exit 2)"
