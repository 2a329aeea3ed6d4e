// metadata.name as the API server checks it, kind by kind: each registry's strategy names
// its own rule (ValidatePodName, ValidateServiceName, ValidateStatefulSetName…), all built
// on apimachinery/pkg/util/validation (IsDNS1123Subdomain, IsDNS1123Label, IsDNS1035Label),
// and every object also passes rest.BeforeCreate's ValidateObjectMetaAccessor with
// path.ValidatePathSegmentName. The messages are apimachinery's own.
import { statefulSetNameIsLabel, workloadNameWarning } from '../../versions/features.ts';
import type { KubeVersion } from '../../versions/version.ts';
import { hashSuffix } from '../../versions/formulas/names.ts';

const DNS1123_LABEL_FMT = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
export const DNS1123_SUBDOMAIN_FMT = `${DNS1123_LABEL_FMT}(\\.${DNS1123_LABEL_FMT})*`;
const DNS1035_LABEL_FMT = '[a-z]([-a-z0-9]*[a-z0-9])?';
const DNS1123_LABEL = new RegExp(`^${DNS1123_LABEL_FMT}$`);
const DNS1123_SUBDOMAIN = new RegExp(`^${DNS1123_SUBDOMAIN_FMT}$`);
const DNS1035_LABEL = new RegExp(`^${DNS1035_LABEL_FMT}$`);
const LABEL_MAX = 63;
const SUBDOMAIN_MAX = 253;

/** validation.go RegexError: the examples joined as Go joins them (note the double space). */
export function regexError(msg: string, fmt: string, ...examples: string[]): string {
  const shown = examples.map((e) => `'${e}', `).join(' or ');
  return `${msg} (e.g. ${shown}regex used for validation is '${fmt}')`;
}

const maxLen = (n: number): string => `must be no more than ${n} characters`;

/** validation.go IsDNS1123Subdomain. */
export function dns1123SubdomainErrors(v: string): string[] {
  const out: string[] = [];
  if (v.length > SUBDOMAIN_MAX) out.push(maxLen(SUBDOMAIN_MAX));
  if (!DNS1123_SUBDOMAIN.test(v))
    out.push(
      regexError(
        "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
        DNS1123_SUBDOMAIN_FMT,
        'example.com',
      ),
    );
  return out;
}

/** validation.go IsDNS1123Label (a valid subdomain that is no label can only hold dots). */
export function dns1123LabelErrors(v: string): string[] {
  const out: string[] = [];
  if (v.length > LABEL_MAX) out.push(maxLen(LABEL_MAX));
  if (!DNS1123_LABEL.test(v))
    out.push(
      DNS1123_SUBDOMAIN.test(v)
        ? 'must not contain dots'
        : regexError(
            "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
            DNS1123_LABEL_FMT,
            'my-name',
            '123-abc',
          ),
    );
  return out;
}

/** validation.go IsDNS1035Label. */
function dns1035LabelErrors(v: string): string[] {
  const out: string[] = [];
  if (v.length > LABEL_MAX) out.push(maxLen(LABEL_MAX));
  if (!DNS1035_LABEL.test(v))
    out.push(
      regexError(
        "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character",
        DNS1035_LABEL_FMT,
        'my-name',
        'abc-123',
      ),
    );
  return out;
}

/** path/name.go ValidatePathSegmentName: what every name must be, whatever its kind. */
function pathSegmentErrors(v: string, prefix: boolean): string[] {
  if (!prefix && (v === '.' || v === '..')) return [`may not be '${v}'`];
  return ['/', '%'].filter((c) => v.includes(c)).map((c) => `may not contain '${c}'`);
}

/** A name validator: `prefix` for a generateName, whose trailing '-' is allowed. */
type NameFn = (name: string, prefix: boolean) => string[];

/** apimachinery/pkg/api/validation/generic.go maskTrailingDash. */
const masked =
  (f: (v: string) => string[]): NameFn =>
  (name, prefix) =>
    f(prefix && name.length > 1 && name.endsWith('-') ? `${name.slice(0, -1)}a` : name);

/** NameIsDNSSubdomain, NameIsDNSLabel, NameIsDNS1035Label. */
const subdomain = masked(dns1123SubdomainErrors);
const label = masked(dns1123LabelErrors);
const dns1035 = masked(dns1035LabelErrors);

/** validation.go ValidateCronJobCreate (ValidateCronJob before 1.23): the name plus "-" and 11 digits fit 63. */
export const CRONJOB_MAX_NAME = 52;

/** Each kind's name rule at a version. */
export function nameRule(kind: string, v: KubeVersion): NameFn {
  switch (kind) {
    case 'Service':
      // ValidateServiceName: NameIsDNS1035Label (RelaxedServiceNameValidation is alpha in 1.34).
      return dns1035;
    case 'StatefulSet':
      // ValidateStatefulSetName: a DNS label from 1.27 (#114172), since its Pods' hostnames
      // are made from it; a subdomain before.
      return statefulSetNameIsLabel(v) ? label : subdomain;
    case 'CronJob':
      return (name, prefix) => [
        ...subdomain(name, prefix),
        ...(!prefix && name.length > CRONJOB_MAX_NAME ? [maxLen(CRONJOB_MAX_NAME)] : []),
      ];
    case 'PodDisruptionBudget':
      // ValidatePodDisruptionBudget checks no name: only BeforeCreate's path-segment rule.
      return pathSegmentErrors;
    default:
      // ValidatePodName, ValidateDeploymentName, ValidateReplicaSetName,
      // ValidateDaemonSetName, ValidateJob and ValidatePriorityClass: NameIsDNSSubdomain.
      return subdomain;
  }
}

/**
 * The API warning (not an error) a workload whose name is no DNS label gets from 1.27
 * (#114412, each strategy's WarningsOnCreate): its Pods' hostnames come from the name.
 */
export function nameWarning(kind: string, name: string, v: KubeVersion): string | null {
  if (!workloadNameWarning(v)) return null;
  const what =
    kind === 'Pod'
      ? "the Pod's hostname"
      : // rcStrategy.WarningsOnCreate has the same words as the apps and batch kinds'.
        ['Deployment', 'ReplicaSet', 'ReplicationController', 'Job', 'CronJob'].includes(kind)
        ? 'Pod names and hostnames'
        : null;
  const msgs = dns1123LabelErrors(name);
  if (what === null || msgs.length === 0) return null;
  return `metadata.name: this is used in ${what}, which can result in surprising behavior; a DNS label is recommended: [${msgs.join(' ')}]`;
}

/** names.go SimpleNameGenerator: the prefix is cut to leave room for 5 random characters. */
const MAX_GENERATED_PREFIX = 58;

/**
 * The name the API server makes from metadata.generateName (prefix + 5 random characters);
 * podterm derives the characters from `seed` so the same document names the same object.
 */
export function generatedName(generateName: string, seed: string): string {
  return generateName.slice(0, MAX_GENERATED_PREFIX) + hashSuffix(`${seed}/${generateName}`);
}
