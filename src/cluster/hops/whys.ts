// Why a hop's view of the backends changed (request-path.md, each hop's mechanism).
// Said through ../whys.ts `why()`.

export const HOP_WHYS = {
  ingressNginxSync:
    'ingress-nginx syncs at most {rate} times a second (--sync-rate-limit, a token bucket: controller.go syncIngress); the NGINX worker copied the POSTed backends on its 1 s Lua timer (balancer.lua sync_backends). Endpoints with ready=false are dropped (endpointslices.go).',
  targetHealthy:
    'The new target passed {checks} health checks {interval} s apart: the load balancer sends it requests (ALB/NLB target health, healthy-threshold-count).',
  targetDeregistered:
    'The AWS Load Balancer Controller deregistered the terminating target (endpoint_resolver.go, DeregisterTargets); new requests still reach it for the propagation lag, {lag} s (a setting: AWS gives no number).',
  targetGone:
    'The propagation lag of {lag} s is over: the load balancer sends the deregistered target no new request.',
  envoyGatewayEds:
    'Envoy Gateway translated the EndpointSlice into EDS: ready endpoints get requests, terminating ones are DRAINING, finishing what they have (gatewayapi/route.go, #4946).',
  istioPush:
    'istiod pushed EDS after {quiet} ms without a new change (PILOT_DEBOUNCE_AFTER); terminating endpoints are not sent (endpointslice.go endpointHealthStatus).',
  traefikThrottle:
    'Traefik applied the new configuration: a change waits until {throttle} ms have passed since the last one (providersThrottleDuration); a terminating endpoint is fenced, sent no new request (ingress provider, #12521).',
  ngfReload:
    'NGINX Gateway Fabric rewrote the upstream and reloaded NGINX, {reload} ms after the change (the reload setting); endpoints that are not ready are left out (resolver.go).',
  negDetach:
    'The NEG controller detached or attached the endpoint {lag} ms after the change (detach-lag, a setting: Google publishes no number).',
  agicUpdate:
    'AGIC updated the Application Gateway backend pool {lag} ms after the change (update-lag: "between a second and a few minutes").',
  linkerdDestination:
    "Linkerd's destination controller streamed the ready endpoints to the caller's proxy (port_publisher.go); a terminating endpoint is not ready, so it leaves.",
} as const;
