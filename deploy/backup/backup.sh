#!/bin/sh
# One backup of Flyerdesk: the database (pg_dump -Fc), then the api's files (tar), into a folder
# BACKUP_DIR/flyerdesk-<UTC time>/ that is named so only once both are complete; then removes the
# backups older than BACKUP_RETENTION_DAYS. The database comes first: a file uploaded in between is
# only unreferenced in the copy, never missing.
#
#   backup.sh [--database URL] [--files DIR] [--backups DIR] [--retention-days N]
#
# each option, when not given, from the environment:
#   --database        DATABASE_URL           postgres://… (unset: libpq's PGHOST, PGUSER, PGPASSWORD, PGDATABASE)
#   --files           BACKUP_FILES_DIR       the api's data folder (its DATA_DIR: leaflet files, logos, generated PDFs)
#   --backups         BACKUP_DIR             where backups are kept
#   --retention-days  BACKUP_RETENTION_DAYS  days a backup is kept (default 14; 0 keeps every backup)
#
# Prints the folder of the new backup on its last line. Runs with POSIX sh (busybox in the
# postgres:15-alpine image of the compose service `backup`, or any Linux shell with pg_dump 15+).
set -eu

while [ $# -gt 0 ]; do
  case "$1" in
    --database) DATABASE_URL=$2 ;;
    --files) BACKUP_FILES_DIR=$2 ;;
    --backups) BACKUP_DIR=$2 ;;
    --retention-days) BACKUP_RETENTION_DAYS=$2 ;;
    *) echo "backup.sh: unknown argument $1" >&2; exit 2 ;;
  esac
  shift 2
done
: "${BACKUP_DIR:?set BACKUP_DIR (where backups are kept)}"
: "${BACKUP_FILES_DIR:?set BACKUP_FILES_DIR (the api data folder)}"
retention_days=${BACKUP_RETENTION_DAYS:-14}
case "$retention_days" in '' | *[!0-9]*) echo "BACKUP_RETENTION_DAYS must be a whole number of days, got '$retention_days'" >&2; exit 2 ;; esac
[ -d "$BACKUP_FILES_DIR" ] || { echo "BACKUP_FILES_DIR $BACKUP_FILES_DIR is not a folder" >&2; exit 2; }

mkdir -p "$BACKUP_DIR"
# A backup cut off earlier (a stopped container, a full disk) never became complete.
find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -name 'flyerdesk-*.partial' -exec rm -rf {} \;

name="flyerdesk-$(date -u +%Y%m%dT%H%M%SZ)"
partial="$BACKUP_DIR/$name.partial"
mkdir "$partial"
trap 'rm -rf "$partial"' EXIT

if [ -n "${DATABASE_URL:-}" ]; then
  pg_dump --format=custom --file="$partial/database.dump" --dbname="$DATABASE_URL"
else
  pg_dump --format=custom --file="$partial/database.dump"
fi
# Uploads still arriving (files/incoming) are not part of any leaflet yet.
tar -cf "$partial/files.tar" -C "$BACKUP_FILES_DIR" --exclude=./files/incoming --exclude=files/incoming .
{
  echo "created=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "database=database.dump"
  echo "files=files.tar"
} > "$partial/complete"
mv "$partial" "$BACKUP_DIR/$name"
trap - EXIT

if [ "$retention_days" -gt 0 ]; then
  # Complete backups whose folder is older than the retention; never the one just made.
  find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -name 'flyerdesk-*' ! -name "$name" ! -name '*.partial' \
    -mmin +$((retention_days * 1440)) -exec rm -rf {} \;
fi
echo "$BACKUP_DIR/$name"
