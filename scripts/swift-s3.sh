#!/usr/bin/env bash
# Starts OpenStack Swift with its S3 API (the s3api middleware) on 127.0.0.1, from Debian's packages, for the image
# store's tests: one proxy, one account, container and object server, one replica, all under one folder.
#   bash scripts/swift-s3.sh start [DIR] [PORT]   -> prints TEST_S3_URL=http://test%3Atester:testing@127.0.0.1:PORT/wallpapers
#   bash scripts/swift-s3.sh stop [DIR]
# Needs: apt-get install swift-proxy swift-account swift-container swift-object memcached. Decision record 011 says why.
set -euo pipefail
command=${1:-start}
dir=$(realpath -m "${2:-/tmp/wallminder-swift}")
port=${3:-8090}
base=$((port + 100)) # the account, container and object servers listen on base, base+1, base+2; memcached on base+3

stop() {
  if [ -d "$dir/run" ]; then
    for pidfile in "$dir"/run/*.pid; do [ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null || true; done
  fi
}

if [ "$command" = stop ]; then
  stop
  exit 0
fi

stop
rm -rf "$dir"
mkdir -p "$dir/node/d1" "$dir/run" "$dir/log" "$dir/cache"
user=$(id -un)

# The rings: one device, one replica, 2^8 partitions.
for ring in account:$base container:$((base + 1)) object:$((base + 2)); do
  name=${ring%%:*} ring_port=${ring##*:}
  swift-ring-builder "$dir/$name.builder" create 8 1 1 >/dev/null
  swift-ring-builder "$dir/$name.builder" add r1z1-127.0.0.1:"$ring_port"/d1 1 >/dev/null
  swift-ring-builder "$dir/$name.builder" rebalance >/dev/null
done

common="[DEFAULT]
bind_ip = 127.0.0.1
user = $user
swift_dir = $dir
devices = $dir/node
mount_check = false
workers = 1
log_name = swift
log_facility = LOG_LOCAL0
log_level = WARNING
log_address = /dev/null
"
for server in account:$base container:$((base + 1)) object:$((base + 2)); do
  name=${server%%:*} server_port=${server##*:}
  cat >"$dir/$name-server.conf" <<EOF
$common
bind_port = $server_port
[pipeline:main]
pipeline = $name-server
[app:$name-server]
use = egg:swift#$name
EOF
done

# s3api in front of tempauth: the S3 access key is "test:tester", the secret "testing". Signatures (v2 and v4) are
# checked by s3api and tempauth against that secret; tempauth keeps its tokens in memcached.
cat >"$dir/proxy-server.conf" <<EOF
$common
bind_port = $port
[pipeline:main]
pipeline = catch_errors gatekeeper proxy-logging cache s3api tempauth copy slo dlo proxy-logging proxy-server
[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true
[filter:s3api]
use = egg:swift#s3api
location = us-east-1
[filter:tempauth]
use = egg:swift#tempauth
user_test_tester = testing .admin
[filter:cache]
use = egg:swift#memcache
memcache_servers = 127.0.0.1:$((base + 3))
[filter:catch_errors]
use = egg:swift#catch_errors
[filter:gatekeeper]
use = egg:swift#gatekeeper
[filter:proxy-logging]
use = egg:swift#proxy_logging
[filter:copy]
use = egg:swift#copy
[filter:slo]
use = egg:swift#slo
[filter:dlo]
use = egg:swift#dlo
EOF

memcached -l 127.0.0.1 -p $((base + 3)) -U 0 -m 16 -u "$user" >"$dir/log/memcached.log" 2>&1 &
echo $! >"$dir/run/memcached.pid"
for name in account container object proxy; do
  "swift-$name-server" "$dir/$name-server.conf" >"$dir/log/$name.log" 2>&1 &
  echo $! >"$dir/run/$name.pid"
done

for _ in $(seq 1 60); do
  if curl -fs "http://127.0.0.1:$port/info" >/dev/null 2>&1; then
    # The bucket is a Swift container: made once through Swift's own API with a tempauth token.
    token=$(curl -fs -D - -o /dev/null -H "X-Auth-User: test:tester" -H "X-Auth-Key: testing" "http://127.0.0.1:$port/auth/v1.0" |
      tr -d '\r' | sed -n 's/^[Xx]-[Aa]uth-[Tt]oken: //p')
    curl -fs -X PUT -H "X-Auth-Token: $token" "http://127.0.0.1:$port/v1/AUTH_test/wallpapers" >/dev/null
    echo "TEST_S3_URL=http://test%3Atester:testing@127.0.0.1:$port/wallpapers"
    exit 0
  fi
  sleep 0.5
done
echo "Swift did not start; its logs:" >&2
tail -n 20 "$dir"/log/*.log >&2
stop
exit 1
