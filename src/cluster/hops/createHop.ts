// The hop a run's clients enter through, by the name the manifests or `dataPlane` gave it.
import type { HopModel } from '../../manifest/model/model.ts';
import { DataPlane, type Hop, type HopInput } from './hop.ts';
import { IngressNginx } from './ingressNginx.ts';
import { AwsLoadBalancer } from './awsLoadBalancer.ts';
import { EnvoyGateway } from './envoy.ts';
import { LaggedHop } from './laggedHop.ts';
import { laggedSpec } from './laggedHops.ts';

export function createHop(model: HopModel, input: Omit<HopInput, 'settings' | 'dataPlane'>): Hop {
  const full: HopInput = { ...input, settings: model.settings, dataPlane: new DataPlane() };
  switch (model.name) {
    case 'ingress-nginx':
      return new IngressNginx(full);
    case 'aws-alb':
    case 'aws-nlb':
      return new AwsLoadBalancer(model.name, full);
    case 'envoy-gateway':
    case 'istio-gateway':
    case 'istio-proxy':
      return new EnvoyGateway(model.name, full);
    case 'traefik':
    case 'nginx-gateway-fabric':
    case 'gke-neg':
    case 'azure-agc':
    case 'linkerd-proxy':
      return new LaggedHop(laggedSpec(model.name, full, full.entry), full);
    default:
      throw new Error(`the hop ${model.name} is not simulated yet`);
  }
}
