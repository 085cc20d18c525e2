#!/usr/bin/env bash
# Backup and restore drill for the PostgreSQL database (deploy/README.md, "Backups"): takes a
# backup of DATABASE with pg_dump (custom format), restores it into a new database beside it on
# the same server with pg_restore, and compares every table's row count and the applied
# migrations. Prints the backup file, then "Restore drill passed" or what differs (exit 1).
#
#   deploy/backup-drill.sh postgres://USER[:PASSWORD]@HOST:PORT/DATABASE [BACKUP_FILE] [--keep]
#
# The address takes no query string (use PGSSLMODE and the like for options). The user must be
# allowed to create databases. --keep leaves the restored database (its address is printed) for
# a look with the application's keys; without it the drill database is dropped at the end.
# Encrypted columns stay encrypted in the backup: a restore is readable only with the same
# DATA_ENCRYPTION_KEYS, which are never in it.
set -euo pipefail

source_url=${1:?usage: deploy/backup-drill.sh postgres://USER@HOST:PORT/DATABASE [BACKUP_FILE] [--keep]}
backup=${2:-}
keep=no
if [ "$backup" = "--keep" ]; then backup=""; keep=yes; fi
if [ "${3:-}" = "--keep" ]; then keep=yes; fi
case "$source_url" in *\?*) echo "Give the address without a query string." >&2; exit 2 ;; esac
if [ -z "$backup" ]; then backup="$(mktemp -d)/afya-$(date -u +%Y%m%dT%H%M%SZ).dump"; fi

server_url=${source_url%/*}
drill_db="restore_drill_$(date -u +%Y%m%d%H%M%S)_$$"
drill_url="$server_url/$drill_db"
admin_url="$server_url/postgres"

drop_drill() { psql "$admin_url" -q -v ON_ERROR_STOP=1 -c "drop database if exists \"$drill_db\"" >/dev/null; }
if [ "$keep" = no ]; then trap drop_drill EXIT; fi

started=$(date +%s)
pg_dump --format=custom --no-owner --no-privileges --file="$backup" "$source_url"
echo "Backup: $backup ($(du -h "$backup" | cut -f1))"

psql "$admin_url" -q -v ON_ERROR_STOP=1 -c "create database \"$drill_db\"" >/dev/null
pg_restore --no-owner --no-privileges --exit-on-error --dbname="$drill_url" "$backup"

# Every table of every schema but the system's, with its row count.
counts_query="select table_schema || '.' || table_name || ' ' ||
  (xpath('/row/c/text()', query_to_xml(format('select count(*) as c from %I.%I', table_schema, table_name), false, true, '')))[1]::text
  from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
  order by 1"
source_counts=$(psql "$source_url" -At -v ON_ERROR_STOP=1 -c "$counts_query")
restored_counts=$(psql "$drill_url" -At -v ON_ERROR_STOP=1 -c "$counts_query")
if [ "$source_counts" != "$restored_counts" ]; then
  echo "Restore drill FAILED: the restored tables differ from the source's (table rows):" >&2
  diff <(echo "$source_counts") <(echo "$restored_counts") >&2 || true
  exit 1
fi
tables=$(echo "$source_counts" | grep -c . || true)
rows=$(echo "$source_counts" | awk '{ total += $2 } END { print total + 0 }')
if [ "$keep" = yes ]; then echo "Restored database kept: $drill_url"; fi
echo "Restore drill passed: $tables tables, $rows rows, the same in the restored copy, in $(( $(date +%s) - started )) s."
