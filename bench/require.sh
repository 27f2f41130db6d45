# Sourced by the bench scripts: require <command>:<Debian package>... installs what is missing with apt-get
# when run as root on Debian (as on a fresh machine of this project's kind), else says exactly what to install;
# free_port and await_listing start the services they measure on loopback; start_nginx, nginx_pids and cpu_ticks set
# NGINX beside them and count what each side spends.
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

# A free TCP port on loopback.
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
}

# await_listing <pid> <port> <log>: waits until the service answers the listing; fails with its log if it ended first.
await_listing() {
  until curl -sf -o /dev/null "http://127.0.0.1:$2/api/v1/stigs"; do
    kill -0 "$1" 2>/dev/null || { echo "the service did not start:" >&2; tail -n 20 "$3" >&2; exit 1; }
    sleep 0.1
  done
}

# start_nginx <folder> <what goes into its http block>: NGINX with two workers on the folder (its pid file, log and
# configuration there), no access log; adds its pid to the caller's pids array.
start_nginx() {
  cat >"$1/nginx.conf" <<NGINX
worker_processes 2;
pid $1/nginx.pid;
error_log $1/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
$2
}
NGINX
  nginx -p "$1" -c "$1/nginx.conf" -g 'daemon off;' &
  pids+=($!)
}

# nginx_pids <folder>: the master and workers of the NGINX that start_nginx started there.
nginx_pids() {
  echo "$(cat "$1/nginx.pid") $(pgrep -P "$(cat "$1/nginx.pid")" | xargs)"
}

# cpu_ticks <pid>...: user + system clock ticks of these processes so far.
cpu_ticks() {
  for pid in "$@"; do awk '{print $14 + $15}' "/proc/$pid/stat"; done | awk '{s+=$1} END {print s}'
}
