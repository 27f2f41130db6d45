#!/usr/bin/env bash
# Long fuzzing: runs every fuzz target in fuzzing mode again and again until the time is up. Each run
# fuzzes for the target's maxDuration (10 s) and starts from the corpus the previous runs left in
# <module>/.cifuzz-corpus, so the runs add up to one long campaign. Loopback only; nothing is sent anywhere.
#   bench/fuzz-long.sh [minutes-per-target=30]
# A crash fails the run; Jazzer writes the input under src/test/resources/.../<TestClass>Inputs, where it
# stays as a regression test that every ./mvnw verify replays.
set -euo pipefail
minutes=${1:-30}
targets=(
  "xccdf fuzz-xccdf-reader"
  "xccdf fuzz-xccdf-results-reader"
  "xccdf fuzz-cci-list-parser"
  "adapter-storage fuzz-bundle-reader"
  "adapter-http fuzz-request-parsing"
  "adapter-checklist fuzz-ckl-reader"
  "adapter-checklist fuzz-cklb-reader"
)
./mvnw -q -DskipTests install -pl xccdf,adapter-storage,adapter-http,adapter-checklist -am
for target in "${targets[@]}"; do
  read -r module execution <<<"$target"
  end=$(( $(date +%s) + minutes * 60 ))
  runs=0
  while [ "$(date +%s)" -lt "$end" ]; do
    ./mvnw -q -o -pl "$module" "surefire:test@$execution"
    runs=$((runs + 1))
  done
  echo "$module $execution: $runs runs of 10 s without a finding; corpus: $module/.cifuzz-corpus"
done
