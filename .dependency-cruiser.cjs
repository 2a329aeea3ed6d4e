// The house rules for imports (npm test runs `npm run deps`). Data flows one way:
//   ui → store → worker → run → cluster → engine, manifest, versions, trace
// (kubectl, the formatter of kubectl's tables from a trace, is read by the cli and the ui)
// and each layer may import only the layers below it. The layers, lowest first:
const LAYERS = [
  ['trace', []],
  ['versions', ['trace']],
  ['engine', ['trace']],
  ['observed', ['trace']],
  ['kubectl', ['trace', 'versions']],
  ['story', ['trace', 'versions']],
  // Statecharts as plain data (walked from the machines), and what their actors did.
  ['statechart', ['trace']],
  ['share', []],
  ['presets', []],
  ['manifest', ['trace', 'versions']],
  ['cluster', ['trace', 'versions', 'engine', 'manifest', 'statechart']],
  ['run', ['trace', 'versions', 'engine', 'manifest', 'cluster', 'statechart']],
  ['worker', ['trace', 'versions', 'manifest', 'run', 'statechart']],
  ['cli', ['trace', 'versions', 'manifest', 'run', 'kubectl']],
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
    ],
  ],
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
    {
      name: 'apiserver-imports-no-component',
      comment:
        'Inside cluster/, components meet through the API server: it imports no scheduler, traffic or controller (the composition root, src/run/components.ts, hands them in).',
      severity: 'error',
      from: { path: '^src/cluster/apiserver/' },
      to: { path: '^src/cluster/(scheduler|traffic|controllers)/' },
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
