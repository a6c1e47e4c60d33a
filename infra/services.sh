#!/usr/bin/env bash
# PostgreSQL and Redis on loopback, for tests, CI and local multi-node runs (Debian packages; no
# Docker engine or systemd needed).
#
#   infra/services.sh start   install the packages if missing, start both servers (idempotent)
#   infra/services.sh env     print DATABASE_URL=… and REDIS_URL=… for the running servers
#   infra/services.sh stop    stop both servers by their recorded PIDs
#
# State lives in $TABLECAST_SERVICES_DIR (default /tmp/tablecast-services): data, logs, PIDs, ports.
set -euo pipefail

DIR="${TABLECAST_SERVICES_DIR:-/tmp/tablecast-services}"
PG_PORT="${TABLECAST_PG_PORT:-55432}"
REDIS_PORT="${TABLECAST_REDIS_PORT:-56379}"
mkdir -p "$DIR"

pg_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$dir" ] && echo "$dir"
}

ensure_packages() {
  local missing=()
  [ -n "$(pg_bin || true)" ] || missing+=(postgresql)
  command -v redis-server >/dev/null || missing+=(redis-server)
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "services: missing ${missing[*]}; install them (sudo apt-get install ${missing[*]})" >&2
    exit 1
  fi
  echo "services: installing ${missing[*]}" >&2
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
}

# PostgreSQL refuses to run as root: run it as the postgres user when we are root.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

alive() { [ -f "$1" ] && kill -0 "$(head -n 1 "$1")" 2>/dev/null; }

start_postgres() {
  local bin data="$DIR/pg"
  bin=$(pg_bin)
  if alive "$data/postmaster.pid"; then return 0; fi
  if [ ! -f "$data/PG_VERSION" ]; then
    mkdir -p "$data"
    [ "$(id -u)" -eq 0 ] && chown -R postgres:postgres "$DIR" 2>/dev/null || true
    as_pg "$bin/initdb" -D "$data" -U tablecast --auth=trust -E UTF8 >"$DIR/initdb.log" 2>&1
  fi
  [ "$(id -u)" -eq 0 ] && chown -R postgres:postgres "$data"
  as_pg "$bin/pg_ctl" -D "$data" -l "$DIR/postgres.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -c port=$PG_PORT -c unix_socket_directories=$DIR -c fsync=on -c max_connections=200" start >/dev/null
  # A database to work in (idempotent).
  as_pg "$bin/psql" -h 127.0.0.1 -p "$PG_PORT" -U tablecast -d postgres -tAc "select 1 from pg_database where datname = 'tablecast'" | grep -q 1 ||
    as_pg "$bin/createdb" -h 127.0.0.1 -p "$PG_PORT" -U tablecast tablecast
}

start_redis() {
  if alive "$DIR/redis.pid"; then return 0; fi
  redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" --save '' --appendonly no \
    --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log" --dir "$DIR" >/dev/null
  for _ in $(seq 1 50); do
    redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "services: redis did not start (see $DIR/redis.log)" >&2
  exit 1
}

print_env() {
  echo "DATABASE_URL=postgres://tablecast@127.0.0.1:$PG_PORT/tablecast"
  echo "REDIS_URL=redis://127.0.0.1:$REDIS_PORT"
}

stop_all() {
  if alive "$DIR/pg/postmaster.pid"; then
    local pid
    pid=$(head -n 1 "$DIR/pg/postmaster.pid")
    kill -INT "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  if alive "$DIR/redis.pid"; then
    local rpid
    rpid=$(cat "$DIR/redis.pid")
    kill "$rpid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$rpid" 2>/dev/null || break; sleep 0.1; done
  fi
}

case "${1:-}" in
  start)
    ensure_packages
    start_postgres
    start_redis
    print_env
    ;;
  env) print_env ;;
  stop) stop_all ;;
  *)
    echo "usage: infra/services.sh start|env|stop" >&2
    exit 2
    ;;
esac
