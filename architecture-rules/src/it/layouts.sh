#!/usr/bin/env bash
# The command-line jar on the three example layouts, each configured by its properties file
# (architecture-rules/src/test/resources/layouts): the clean classes exit 0; the clean classes plus one canary exit 1
# with exactly one rule broken, and the report names the canary's class. Run from the repository root after the
# module's tests have compiled (target/test-classes) and its jar is packaged.
set -euo pipefail
java="${JAVA_HOME:?JAVA_HOME must name a JDK}/bin/java"
jar="$PWD/architecture-rules/target/architecture-rules-cli.jar"
classes="$PWD/architecture-rules/target/test-classes"
configs="$PWD/architecture-rules/src/test/resources/layouts"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
checked=0
for layout in buckpal modular contexts; do
  # The layout's classes without any canary, as its own build would have them.
  mkdir -p "$work/$layout-clean"
  (cd "$classes" && find "com/example/$layout" -name "*.class" -not -path "*/canary/*" -exec cp --parents {} "$work/$layout-clean/" \;)
  status=0
  "$java" -jar "$jar" --config "$configs/$layout.properties" --report "$work/$layout-clean.xml" "$work/$layout-clean" > "$work/out.txt" 2>&1 || status=$?
  [ "$status" -eq 0 ] || { cat "$work/out.txt"; echo "layout $layout: the clean classes exit $status, not 0" >&2; exit 1; }
  for canary in $(cd "$classes" && find "com/example/$layout" -type d -regex '.*/canary/[^/]*'); do
    target="$work/$layout-$(basename "$canary")"
    cp -r "$work/$layout-clean" "$target"
    (cd "$classes" && find "$canary" -name '*.class' -exec cp --parents {} "$target/" \;)
    name="$(basename "$(find "$classes/$canary" -name '*.class' | head -n 1)" .class)"
    status=0
    "$java" -jar "$jar" --config "$configs/$layout.properties" --report "$target.xml" "$target" > "$work/out.txt" 2>&1 || status=$?
    [ "$status" -eq 1 ] || { cat "$work/out.txt"; echo "layout $layout, canary $name: exit $status, not 1" >&2; exit 1; }
    [ "$(grep -c '^FAIL ' "$work/out.txt")" -eq 1 ] || { cat "$work/out.txt"; echo "layout $layout, canary $name breaks more than one rule" >&2; exit 1; }
    grep -q "$name" "$target.xml" || { echo "layout $layout: the report does not name canary $name" >&2; exit 1; }
    checked=$((checked + 1))
  done
done
echo "Rules jar on three layouts: each clean exits 0; each of $checked canaries exits 1 with one rule broken, named in the report."
