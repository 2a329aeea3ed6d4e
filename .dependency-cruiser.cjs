// The house rules for imports (npm test runs `npm run deps`). Data flows one way:
//   ui → page → store → worker → run → cluster → engine, manifest, versions, trace
// (cli → api → check → run: the command and the library entry)
// (kubectl, the formatter of kubectl's tables from a trace, is read by the cli and the ui)
// and each layer may import only the layers below it. The layers, lowest first:
const LAYERS = [
  ['trace', []],
  ['versions', ['trace']],
  ['engine', ['trace']],
  ['kubectl', ['trace', 'versions']],
  // What a real cluster printed, read against a trace: its Events and watch lines compared
  // as kubectl prints them (the one formatter, kubectl/).
  ['observed', ['trace', 'kubectl']],
  ['story', ['trace', 'versions']],
  // Statecharts as plain data (walked from the machines), and what their actors did.
  ['statechart', ['trace']],
  ['share', []],
  ['presets', []],
  ['manifest', ['trace', 'versions']],
  ['cluster', ['trace', 'versions', 'engine', 'manifest', 'statechart']],
  ['run', ['trace', 'versions', 'engine', 'manifest', 'cluster', 'statechart']],
  ['worker', ['trace', 'versions', 'manifest', 'run', 'statechart']],
  // `podterm check`: the manifests' warnings with their stable ids.
  ['check', ['trace', 'versions', 'manifest', 'run']],
  // The library entry (`import { simulate, check } from 'podterm'`).
  ['api', ['trace', 'versions', 'manifest', 'run', 'check']],
  ['cli', ['trace', 'versions', 'manifest', 'run', 'kubectl', 'check', 'api']],
  // The swimlane's model (chartModel): lanes, spans, marks and labels placed, no DOM, no React;
  // what the page's views and the exports draw.
  ['chart', ['trace', 'versions', 'story', 'kubectl', 'observed']],
  [
    'store',
    [
      'trace',
      'versions',
      'manifest',
      'observed',
      'story',
      'statechart',
      'share',
      'presets',
      'worker',
      'chart',
    ],
  ],
  // The page's core without React (createRunSession): it drives the store from the worker.
  ['page', ['trace', 'versions', 'manifest', 'store', 'worker']],
];
const ALL = LAYERS.map(([name]) => name).concat(['ui']);

/** Each layer's imports of src/ folders it may not use. */
const layerRules = LAYERS.map(([name, allowed]) => {
  const banned = ALL.filter((l) => l !== name && !allowed.includes(l));
  return {
    name: `${name}-imports-only-below`,
    comment: `src/${name}/ may import only ${allowed.length ? allowed.join(', ') : 'its own files'} (and packages).`,
    severity: 'error',
    from: { path: `^src/${name}/` },
    to: { path: `^src/(${banned.join('|')})/` },
  };
});

// Inside src/manifest/ (its CONTEXT.md): one folder per job, and each imports only the folders
// below it, lowest first — the document's readers, the image table, the model, what a
// container's process does, admission, the request path, the schema, each kind's reader, how
// long a scenario needs, the loader, the warnings, and the page's writers of the text.
const MANIFEST = [
  'read',
  'images',
  'model',
  'process',
  'admission',
  'dataPlane',
  'schema',
  'kinds',
  'duration',
  'load',
  'warnings',
  'edit',
];
/** The types the request path's readers still take from above (a Service's Meta, the
 *  Scenario's spec, the stream's objects): allowed as types only, never as code. */
const MANIFEST_TYPES_UP = { dataPlane: ['kinds', 'load'] };
const manifestRules = MANIFEST.flatMap((name, i) => {
  const above = MANIFEST.slice(i + 1);
  const typesUp = MANIFEST_TYPES_UP[name] ?? [];
  const banned = above.filter((f) => !typesUp.includes(f));
  const rule = (to, suffix, what) => ({
    name: `manifest-${name}-imports-only-below${suffix}`,
    comment: `src/manifest/${name}/ may not import ${what} from src/manifest/{${to.join(',')}}/ (folders above it).`,
    severity: 'error',
    from: { path: `^src/manifest/${name}/` },
    to: {
      path: `^src/manifest/(${to.join('|')})/`,
      ...(suffix ? { dependencyTypesNot: ['type-only'] } : {}),
    },
  });
  return [
    ...(banned.length ? [rule(banned, '', 'anything')] : []),
    ...(typesUp.length ? [rule(typesUp, '-but-types', 'code')] : []),
  ];
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle between files.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    ...manifestRules,
    {
      name: 'apiserver-imports-no-component',
      comment:
        'Inside cluster/, components meet through the API server: it imports no scheduler, traffic, controller or hop (the composition root, src/run/components.ts, hands them in).',
      severity: 'error',
      from: { path: '^src/cluster/apiserver/' },
      to: { path: '^src/cluster/(scheduler|traffic|controllers|hops)/' },
    },
    {
      name: 'only-ui-tests-import-the-ui',
      comment:
        'A test outside tests/unit/ui/ and tests/e2e/ tests logic, which lives outside src/ui/: the page keeps only views and words.',
      severity: 'error',
      from: { path: '^tests/(?!unit/ui/|e2e/)' },
      to: { path: '^src/(ui/|main\\.tsx)' },
    },
    {
      name: 'ui-reads-the-trace-not-the-cluster',
      comment:
        'The page reads the trace; of the simulation it may import only the why templates (to translate them).',
      severity: 'error',
      from: { path: '^src/(ui|main\\.tsx)' },
      to: { path: '^src/(engine|run|cli)/|^src/cluster/(?!.*whys\\.ts$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(css|yaml)(\\?raw)?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
