// The Warning a failing preStop hook leaves (kuberuntime_container.go executePreStopHook):
// up to 1.25 the handler runner's own words (lifecycle/handlers.go handlerRunner.Run), from
// 1.26 the fixed "PreStopHook failed".
import type { HookFailure, KubeVersion } from '../../manifest/model/model.ts';
import { hookEventKeepsHandlerText, lifecycleHandlerType } from '../../versions/features.ts';
import { formatPod, podIP } from './podFormat.ts';

/** Go's %q of a plain string (names and paths here need no escapes beyond these). */
const q = (s: string): string => JSON.stringify(s);

/** intstr.IntOrString printed with %v: `{0 8080 }` for a number, `{1 0 http}` for a name. */
const intOrString = (p: number | string): string =>
  typeof p === 'number' ? `{0 ${p} }` : `{1 0 ${p}}`;

export interface HookPod {
  name: string;
  uid: number;
  namespace?: string;
}

/** The FailedPreStopHook message on 1.`v`. */
export function failedPreStopMessage(
  v: KubeVersion,
  failure: HookFailure,
  container: string,
  pod: HookPod,
): string {
  if (!hookEventKeepsHandlerText(v)) return 'PreStopHook failed';
  const where = `for Container ${q(container)} in Pod ${q(formatPod(pod.name, pod.uid, pod.namespace))}`;
  switch (failure.kind) {
    case 'exit': {
      // remote_runtime.go ExecSync: "command '%s' exited with %d: %s" (stderr, empty here).
      const cmd = failure.command.join(' ');
      const err = `command '${cmd}' exited with ${failure.exitCode}: `;
      return `Exec lifecycle hook ([${cmd}]) ${where} failed - error: ${err}, message: ""`;
    }
    case 'invalid': {
      // Run `default:`: fmt.Errorf("invalid handler: %v", handler), the type's String().
      const type = lifecycleHandlerType(v) ? 'LifecycleHandler' : 'Handler';
      const tcp = `&TCPSocketAction{Port:${intOrString(failure.port)},Host:,}`;
      return `Cannot run handler: invalid handler: &${type}{Exec:nil,HTTPGet:nil,TCPSocket:${tcp},}`;
    }
    case 'refused':
    case 'closed': {
      const host = `${podIP(pod.uid)}:${failure.port}`;
      const formatted = lifecycleHandlerType(v);
      // ≤1.22 runHTTPHandler: fmt.Sprintf("http://%s/%s", host, path); 1.23+ formatURL.
      const path = formatted ? `/${failure.path.replace(/^\//, '')}` : `/${failure.path}`;
      // The lifecycle HTTP client has no timeout (kubelet.go NewMainKubelet): a request the
      // dying server never answered reads EOF (net/http Transport, url.Error "Get %q: EOF").
      const cause =
        failure.kind === 'refused' ? `dial tcp ${host}: connect: connection refused` : 'EOF';
      const err = `Get ${q(`http://${host}${path}`)}: ${cause}`;
      const name = formatted ? 'HTTP' : 'Http';
      return `${name} lifecycle hook (${failure.path}) ${where} failed - error: ${err}, message: ""`;
    }
  }
}
