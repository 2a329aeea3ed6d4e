// The preset scenarios, bundled with the page (no ../shared at run time).
import defaultText from './default.yaml?raw';
import prestopSleep from './prestop-sleep.yaml?raw';
import ignoreSigterm from './ignore-sigterm.yaml?raw';
import finalizer126 from './finalizer-phase-1.26.yaml?raw';
import finalizer127 from './finalizer-phase-1.27.yaml?raw';
import trap127 from './trap-phase-1.27.yaml?raw';
import podDeadline from './pod-deadline.yaml?raw';
import jobDeadline from './job-deadline.yaml?raw';

export interface Preset {
  id: string;
  title: string;
  lesson: string;
  text: string;
}

export const PRESETS: readonly Preset[] = [
  {
    id: 'default',
    title: 'Delete one Pod under traffic',
    lesson: 'Without preStop, requests fail for about the kube-proxy lag.',
    text: defaultText,
  },
  {
    id: 'prestop-sleep',
    title: 'preStop sleep 5 s',
    lesson: 'The Pod leaves every node’s rules before SIGTERM: no request fails.',
    text: prestopSleep,
  },
  {
    id: 'ignore-sigterm',
    title: 'A Pod that ignores SIGTERM',
    lesson: 'PID 1 without a handler: SIGKILL after 30 s, exit 137.',
    text: ignoreSigterm,
  },
  {
    id: 'finalizer-1.26',
    title: 'Finalizer, 1.26',
    lesson: 'The phase stays Running after the kill; the finalizer keeps the object.',
    text: finalizer126,
  },
  {
    id: 'finalizer-1.27',
    title: 'Finalizer, 1.27',
    lesson: 'From 1.27 a deleted Pod ends Failed (exit 137).',
    text: finalizer127,
  },
  {
    id: 'trap-1.27',
    title: 'TERM trap, 1.27',
    lesson: 'The shell exits 0 on SIGTERM: the Pod ends Succeeded.',
    text: trap127,
  },
  {
    id: 'pod-deadline',
    title: 'Pod activeDeadlineSeconds (1.21)',
    lesson: 'Failed/DeadlineExceeded, SIGKILL 30 s later; the object stays.',
    text: podDeadline,
  },
  {
    id: 'job-deadline',
    title: 'Job activeDeadlineSeconds (1.21)',
    lesson: 'The Job fails at its deadline and deletes its Pod.',
    text: jobDeadline,
  },
];

export const DEFAULT_PRESET = PRESETS[0]!;
