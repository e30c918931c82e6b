#!/bin/sh
# Restores one backup made by backup.sh: the database is emptied and loaded from the dump in one
# transaction (all or nothing), then the api's data folder is emptied and filled from the copy.
# Stop the api (and the gateways) first: nothing may write while this runs.
#
#   restore.sh [--database URL] [--files DIR] [--backups DIR] <backup>
#
# <backup> is a backup folder, or its name (flyerdesk-…) under the backups folder; each option, when
# not given, from the environment:
#   --database  DATABASE_URL      postgres://… (unset: libpq's PGHOST, PGUSER, PGPASSWORD, PGDATABASE)
#   --files     BACKUP_FILES_DIR  the api's data folder (its DATA_DIR)
#   --backups   BACKUP_DIR        where backups are kept
#
# The database's public schema is dropped and made again: everything in it is replaced by the backup.
set -eu

backup=
while [ $# -gt 0 ]; do
  case "$1" in
    --database) DATABASE_URL=$2; shift ;;
    --files) BACKUP_FILES_DIR=$2; shift ;;
    --backups) BACKUP_DIR=$2; shift ;;
    -*) echo "restore.sh: unknown argument $1" >&2; exit 2 ;;
    *) [ -z "$backup" ] || { echo "restore.sh: one backup at a time" >&2; exit 2; }; backup=$1 ;;
  esac
  shift
done
[ -n "$backup" ] || { echo "usage: restore.sh [--database URL] [--files DIR] [--backups DIR] <backup folder or name>" >&2; exit 2; }
: "${BACKUP_FILES_DIR:?set BACKUP_FILES_DIR (the api data folder)}"
case "$backup" in
  */*) ;;
  *) backup="${BACKUP_DIR:?set BACKUP_DIR or give the backup folder}/$backup" ;;
esac
[ -f "$backup/complete" ] || { echo "$backup is not a complete backup (no 'complete' file)" >&2; exit 2; }
[ -f "$backup/database.dump" ] && [ -f "$backup/files.tar" ] || { echo "$backup lacks database.dump or files.tar" >&2; exit 2; }
mkdir -p "$BACKUP_FILES_DIR"

set --
[ -n "${DATABASE_URL:-}" ] && set -- --dbname="$DATABASE_URL"

# The dump is readable before anything is removed.
pg_restore --list "$backup/database.dump" > /dev/null

# One transaction: the old contents go and the backup's come in together, or nothing changes. The
# commit is sent only once the whole dump was read; otherwise a failing statement ends psql, and the
# transaction is rolled back.
{
  echo 'begin;'
  echo 'drop schema if exists public cascade;'
  echo 'create schema public;'
  if pg_restore --no-owner --no-acl --file=- "$backup/database.dump"; then
    echo 'commit;'
  else
    echo "select 'restore.sh: the dump could not be read to its end'::integer;"
  fi
} | psql "$@" --no-psqlrc --quiet --set=ON_ERROR_STOP=1 --output=/dev/null

# Empty the data folder but keep the folder itself (a volume's mount point).
find "$BACKUP_FILES_DIR" -mindepth 1 -maxdepth 1 -exec rm -rf {} \;
tar -xf "$backup/files.tar" -C "$BACKUP_FILES_DIR" --no-same-owner
echo "restored $backup"
