#!/bin/sh
# The compose service `backup`: a backup (backup.sh) when it starts, then one every
# BACKUP_INTERVAL_HOURS hours (default 24). A failed backup is reported in the log and tried again at
# the next turn; the service's health check turns unhealthy when no backup completed for longer than
# an interval and an hour.
set -u
interval_hours=${BACKUP_INTERVAL_HOURS:-24}
case "$interval_hours" in '' | *[!0-9]* | 0) echo "BACKUP_INTERVAL_HOURS must be a whole number of hours above 0, got '$interval_hours'" >&2; exit 2 ;; esac
here=$(dirname "$0")
# As the container's first process, sh would ignore the stop signal: end between backups at once.
trap 'exit 0' TERM INT
while :; do
  if made=$(sh "$here/backup.sh"); then
    echo "backup complete: $(echo "$made" | tail -n 1)"
  else
    echo "backup failed; next try in $interval_hours h" >&2
  fi
  # In the background, so a stop signal ends the wait at once.
  sleep $((interval_hours * 3600)) &
  wait $!
done
