#!/usr/bin/env bash
# Starts a throw-away Postgres 15 cluster from the binaries on the machine and prints its URL.
# Usage: eval "$(scripts/pg-throwaway.sh start)"  → exports TEST_POSTGRES_URL;  scripts/pg-throwaway.sh stop
set -euo pipefail
DIR=${PG_THROWAWAY_DIR:-/tmp/kk-pg}
PORT=${PG_THROWAWAY_PORT:-54329}
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$BIN" ] || { echo "echo 'no postgres binaries found' >&2"; exit 0; }
RUN_AS=()
if [ "$(id -u)" = 0 ]; then RUN_AS=(runuser -u postgres --); fi

case "${1:-start}" in
  start)
    if ! "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
      rm -rf "$DIR"; mkdir -p "$DIR"
      [ "$(id -u)" = 0 ] && chown postgres "$DIR"
      "${RUN_AS[@]}" "$BIN/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 >/dev/null
      "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" -l "$DIR/log" -w start >/dev/null
    fi
    echo "export TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
    ;;
esac
