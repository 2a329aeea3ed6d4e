// podterm's overlay on each kind it reads (tree.ts lays it over the generated field tree):
// what podterm does with a field, its default, the minor whose feature gate turns it on.
import {
  bool,
  duration,
  int,
  intOrString,
  list,
  map,
  obj,
  str,
  type FieldSchema,
} from './types.ts';
import { objectMeta, podTemplate, selector } from './pod.ts';
import { podSpec } from './pod.ts';
import { jobSpec } from './job.ts';

const top = (
  doc: string,
  spec: FieldSchema,
  status: FieldSchema = obj('Status, written by the cluster.'),
) =>
  obj(doc, {
    apiVersion: str('The API group and version of the kind.'),
    kind: str('The kind of object.'),
    metadata: objectMeta,
    spec,
    status,
  });

const rollingUpdate = (doc: string, extra: Record<string, FieldSchema> = {}) =>
  obj(doc, {
    maxUnavailable: intOrString(
      'Pods that may be unavailable during the update (number or percentage).',
    ),
    maxSurge: intOrString(
      'Pods that may be created above the desired count (number or percentage).',
    ),
    ...extra,
  });

export const KIND_SCHEMAS: Readonly<Record<string, FieldSchema>> = {
  Pod: top('A Pod: containers scheduled together on one node.', podSpec),
  Deployment: top(
    'Keeps replicas of a Pod template running and rolls out new templates.',
    obj('The desired state of a Deployment.', {
      replicas: int('Desired Pods.', { default: '1' }),
      selector,
      template: podTemplate,
      strategy: obj('How Pods are replaced on a rollout.', {
        type: str('RollingUpdate, or Recreate (all old Pods gone before new ones start).', {
          enum: ['RollingUpdate', 'Recreate'],
          default: 'RollingUpdate',
        }),
        rollingUpdate: rollingUpdate('Limits of a rolling update (25% and 25% by default).'),
      }),
      minReadySeconds: int('Seconds a new Pod must be Ready before it counts as available.', {
        default: '0',
      }),
      progressDeadlineSeconds: int('Seconds without progress before ProgressDeadlineExceeded.', {
        default: '600',
      }),
      revisionHistoryLimit: int('Old ReplicaSets kept.', { default: '10' }),
      paused: bool('A paused Deployment does not roll out.'),
    }),
  ),
  ReplicaSet: top(
    'Keeps a number of Pods running.',
    obj('The desired state of a ReplicaSet.', {
      replicas: int('Desired Pods.', { default: '1' }),
      selector,
      template: podTemplate,
      minReadySeconds: int('Seconds a Pod must be Ready to count as available.', { default: '0' }),
    }),
  ),
  ReplicationController: top(
    'The core/v1 predecessor of ReplicaSet: keeps a number of Pods running (no rollout; use a Deployment).',
    obj('The desired state of a ReplicationController.', {
      replicas: int('Desired Pods.', { default: '1' }),
      selector: map(
        "Labels the Pods must have (equality only, no matchLabels). Empty: the template's labels.",
      ),
      template: podTemplate,
      minReadySeconds: int('Seconds a Pod must be Ready to count as available.', { default: '0' }),
    }),
  ),
  StatefulSet: top(
    'Pods with stable names (<name>-<ordinal>) and storage, created and removed in order.',
    obj('The desired state of a StatefulSet.', {
      replicas: int('Desired Pods.', { default: '1' }),
      selector,
      template: podTemplate,
      serviceName: str('The headless Service that gives the Pods their DNS names.'),
      podManagementPolicy: str(
        'OrderedReady: one Pod at a time, in order; Parallel: all at once.',
        {
          enum: ['OrderedReady', 'Parallel'],
          default: 'OrderedReady',
        },
      ),
      updateStrategy: obj('How Pods are replaced when the template changes.', {
        type: str('RollingUpdate (highest ordinal first) or OnDelete.', {
          enum: ['RollingUpdate', 'OnDelete'],
          default: 'RollingUpdate',
        }),
        rollingUpdate: obj('Rolling update parameters.', {
          partition: int('Ordinals below it keep the old template.', { default: '0' }),
          maxUnavailable: intOrString(
            'Pods that may be unavailable at once during an update (a number, or a percentage of replicas rounded down, at least 1). Honoured where MaxUnavailableStatefulSet is on: 1.35.0–1.35.3 (beta; its first algorithm: once that many Pods are unavailable nothing is deleted, so a Parallel rollout over broken old Pods stalls, #137409) and 1.37 (old Pods already unavailable are replaced first, #137666). On 1.24–1.34 (alpha), 1.35.4+ ("1.35") and 1.36 the gate is off: the API server drops the field and Pods are replaced one at a time.',
            { since: 'MaxUnavailableStatefulSet' },
          ),
        }),
      }),
      minReadySeconds: int('Seconds a Pod must be Ready to count as available.', { default: '0' }),
      revisionHistoryLimit: int('Revisions kept.', { default: '10' }),
      volumeClaimTemplates: list(
        'PersistentVolumeClaims made for each Pod.',
        obj('A claim template.'),
      ),
      persistentVolumeClaimRetentionPolicy: obj('When the claims are deleted.'),
      ordinals: obj('The first ordinal.'),
    }),
  ),
  DaemonSet: top(
    'One Pod on each eligible node.',
    obj('The desired state of a DaemonSet.', {
      selector,
      template: podTemplate,
      updateStrategy: obj('How Pods are replaced when the template changes.', {
        type: str('RollingUpdate or OnDelete.', {
          enum: ['RollingUpdate', 'OnDelete'],
          default: 'RollingUpdate',
        }),
        rollingUpdate: rollingUpdate(
          'Limits of a rolling update (maxUnavailable 1, maxSurge 0 by default).',
        ),
      }),
      minReadySeconds: int('Seconds a Pod must be Ready to count as available.', { default: '0' }),
      revisionHistoryLimit: int('Revisions kept.', { default: '10' }),
    }),
  ),
  Job: top('Runs Pods until a number of them succeed.', jobSpec),
  CronJob: top(
    'Creates a Job on a schedule.',
    obj('The desired state of a CronJob.', {
      schedule: str(
        'Cron schedule: 5 fields (minute hour day-of-month month day-of-week) or @hourly, @daily…',
      ),
      timeZone: str(
        'IANA time zone of the schedule (default: the controller manager’s, UTC here).',
        {
          since: 'CronJobTimeZone',
        },
      ),
      concurrencyPolicy: str(
        'Allow overlapping Jobs, Forbid a new one while one runs, or Replace the running one.',
        {
          enum: ['Allow', 'Forbid', 'Replace'],
          default: 'Allow',
        },
      ),
      startingDeadlineSeconds: int(
        'Seconds after a scheduled time within which a missed Job may still start.',
      ),
      suspend: bool('A suspended CronJob creates no Jobs.', { default: 'false' }),
      successfulJobsHistoryLimit: int('Finished successful Jobs kept.', { default: '3' }),
      failedJobsHistoryLimit: int('Finished failed Jobs kept.', { default: '1' }),
      jobTemplate: obj('The Job each run creates.', { metadata: objectMeta, spec: jobSpec }),
    }),
    obj('Status: lastScheduleTime is read (missed schedules are counted from it).', {
      lastScheduleTime: str('The last scheduled time a Job was created for (RFC 3339).'),
    }),
  ),
  Service: top(
    'A stable address for the Pods its selector matches.',
    obj('The desired state of a Service.', {
      selector: map('Labels of the Pods that back the Service.'),
      ports: list('Ports of the Service.', obj('A port.')),
      type: str('How the Service is exposed.', {
        enum: ['ClusterIP', 'NodePort', 'LoadBalancer', 'ExternalName'],
      }),
      publishNotReadyAddresses: bool('Route to Pods that are not Ready too.'),
      internalTrafficPolicy: str('Cluster: any node’s endpoints; Local: only the caller’s node.', {
        enum: ['Cluster', 'Local'],
        default: 'Cluster',
      }),
      externalTrafficPolicy: str('Cluster or Local for external traffic.', {
        enum: ['Cluster', 'Local'],
      }),
      clusterIP: str('The virtual IP.'),
      clusterIPs: list('The virtual IPs.', str('An IP.')),
      sessionAffinity: str('Session affinity.', { enum: ['None', 'ClientIP'] }),
      sessionAffinityConfig: obj('Session affinity options.'),
      ipFamilies: list('IP families.', str('IPv4 or IPv6.')),
      ipFamilyPolicy: str('IP family policy.'),
      externalIPs: list('External IPs.', str('An IP.')),
      externalName: str('DNS name of an ExternalName Service.'),
      loadBalancerIP: str('Requested load balancer IP.'),
      loadBalancerSourceRanges: list('Allowed source ranges.', str('A CIDR.')),
      loadBalancerClass: str('Load balancer implementation.'),
      allocateLoadBalancerNodePorts: bool('Allocate node ports for a LoadBalancer.'),
      healthCheckNodePort: int('Health check node port.'),
      trafficDistribution: str('Traffic distribution preference.'),
    }),
  ),
  PodDisruptionBudget: top(
    'Limits voluntary disruptions (evictions, drains) of the Pods it selects.',
    obj('The desired state of a PodDisruptionBudget.', {
      selector,
      minAvailable: intOrString('Pods that must stay available (number or percentage).'),
      maxUnavailable: intOrString('Pods that may be unavailable (number or percentage).'),
      unhealthyPodEvictionPolicy: str(
        'IfHealthyBudget, or AlwaysAllow: not-Ready Pods may always be evicted.',
        {
          enum: ['IfHealthyBudget', 'AlwaysAllow'],
          default: 'IfHealthyBudget',
          since: 'PDBUnhealthyPodEvictionPolicy',
        },
      ),
    }),
  ),
  PriorityClass: obj('A named priority for Pods.', {
    apiVersion: str('scheduling.k8s.io/v1'),
    kind: str('PriorityClass'),
    metadata: objectMeta,
    value: int('The priority; higher goes first.'),
    globalDefault: bool('The default for Pods without a class.'),
    preemptionPolicy: str('Whether its Pods may preempt others.', {
      enum: ['PreemptLowerPriority', 'Never'],
    }),
    description: str('What the class is for.'),
  }),
};

export { duration };
