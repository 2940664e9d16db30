#!/usr/bin/env bash
# Restarts the Navyug instances one at a time, each only once the one before is ready again, so nginx always has
# one to send visitors to. Run it after switching /srv/navyug/current to a new build (or back, to roll back):
#
#   deploy/rolling-restart.sh                 every navyug@*.service that systemd has active
#   deploy/rolling-restart.sh 3001 3002       these instances, in this order
#   SYSTEMCTL='sudo systemctl' deploy/rolling-restart.sh
#
# `systemctl restart navyug@PORT` stops the instance (it drains: navyug@.service) and returns only once the new
# one answers GET /readyz with 200 (the unit's ExecStartPost=, scripts/wait-ready.mjs). The roll then checks
# /readyz itself and stops at the first instance that failed to restart or is not ready, with a non-zero exit,
# before touching the next: a bad release takes down one instance, never all of them. Fix or roll back, then run
# it again. test/integration/systemd.test.ts runs it against stand-in instances and a stand-in systemctl.
#
# Environment: SYSTEMCTL (default systemctl), NODE (default the release's pinned Node, else node on the PATH),
# READY_TIMEOUT (seconds the check after each restart waits for /readyz, default 15).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
app=$(dirname "$here")
read -r -a systemctl <<<"${SYSTEMCTL:-systemctl}"
node=${NODE:-$app/node_modules/node/bin/node}
[[ -x $node ]] || node=node
ready_timeout=${READY_TIMEOUT:-15}

if [[ $# -gt 0 ]]; then
  ports=("$@")
else
  # "navyug@3001.service loaded active running Navyug site…", one line per active instance (a failing
  # systemctl ends the script here, through set -e).
  units=$("${systemctl[@]}" list-units --type=service --state=active --plain --no-legend 'navyug@*.service')
  mapfile -t ports < <(sed -n 's/^navyug@\([0-9][0-9]*\)\.service.*/\1/p' <<<"$units" | sort -n)
  if [[ ${#ports[@]} -eq 0 ]]; then
    echo "rolling-restart: no navyug@*.service is active; name the ports to start, e.g. $0 3001 3002" >&2
    exit 2
  fi
fi
for port in "${ports[@]}"; do
  if ! [[ $port =~ ^[0-9]{1,5}$ ]]; then
    echo "rolling-restart: not a port: $port (usage: $0 [PORT ...])" >&2
    exit 2
  fi
done

for i in "${!ports[@]}"; do
  port=${ports[$i]}
  untouched=${ports[*]:i+1}
  echo "rolling-restart: restarting navyug@$port"
  started=$SECONDS
  if ! "${systemctl[@]}" restart "navyug@$port.service"; then
    echo "rolling-restart: navyug@$port failed to restart (journalctl -u navyug@$port); stopped, not restarted: ${untouched:-none}" >&2
    exit 1
  fi
  # The unit already waited for readiness; asked again here, so the roll stands on what it saw itself (and holds
  # with a unit edited without its ExecStartPost=).
  if ! "$node" "$app/scripts/wait-ready.mjs" "$port" --timeout "$ready_timeout"; then
    echo "rolling-restart: navyug@$port is not ready after its restart; stopped, not restarted: ${untouched:-none}" >&2
    exit 1
  fi
  echo "rolling-restart: navyug@$port ready ($((SECONDS - started)) s)"
done
echo "rolling-restart: ${#ports[@]} instance(s) restarted and ready: ${ports[*]}"
