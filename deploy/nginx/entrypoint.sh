#!/bin/sh
# Renders the template with only its three variables (nginx's own $variables stay), then runs nginx.
set -eu
: "${NGINX_LISTEN:=80}"
: "${NGINX_CACHE_DIR:=/var/cache/nginx/pawtrail}"
: "${APP_SERVERS:?set APP_SERVERS, e.g. server app1:3000 max_fails=1 fail_timeout=5s;}"
export NGINX_LISTEN NGINX_CACHE_DIR APP_SERVERS
mkdir -p "$NGINX_CACHE_DIR" && chown www-data "$NGINX_CACHE_DIR"
envsubst '${NGINX_LISTEN} ${NGINX_CACHE_DIR} ${APP_SERVERS}' < /etc/nginx/templates/pawtrail.conf.template > /etc/nginx/conf.d/pawtrail.conf
exec nginx -g 'daemon off;'
