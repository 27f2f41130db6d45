# Sourced by the bench scripts: require <command>:<Debian package>... installs what is missing with apt-get
# when run as root on Debian (as on a fresh machine of this project's kind), else says exactly what to install.
require() {
  local missing=() tool
  for tool in "$@"; do
    command -v "${tool%%:*}" >/dev/null || missing+=("${tool#*:}")
  done
  (( ${#missing[@]} == 0 )) && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing ${missing[*]} (apt-get)" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null \
      || { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null; }
  else
    echo "missing; install with: apt-get install -y ${missing[*]}" >&2
    return 1
  fi
}
