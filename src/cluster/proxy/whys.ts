// Why an endpoint or a node's rules changed: the EndpointSlice controller and kube-proxy.
// Said through ../whys.ts `why()`.

export const PROXY_WHYS = {
  endpointRemoved:
    'Terminal, deleted or IP-less pods leave the EndpointSlice (ShouldPodBeInEndpoints).',
  endpointUnselected:
    "The Pod's labels no longer match the Service's selector: the EndpointSlice lists only the Pods it selects (syncService).",
  endpointTerminating:
    'terminating = deletionTimestamp set, so ready = false (endpointslice utils.go podToEndpoint).',
  proxyFallback:
    'No endpoint is ready: kube-proxy falls back to serving terminating endpoints (topology.go CategorizeEndpoints).',
} as const;
