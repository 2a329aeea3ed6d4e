// Lint rules: typescript-eslint's recommended set, React hooks, and a ban on wall-clock
// time and unseeded randomness inside the simulation core (it must be deterministic).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noUnitArithmetic from './eslint/noUnitArithmetic.js';
import noVersionComparison from './eslint/noVersionComparison.js';

const wallClock = [
  {
    name: 'setTimeout',
    message: 'The simulation runs on the virtual clock (src/engine/clock.ts).',
  },
  {
    name: 'setInterval',
    message: 'The simulation runs on the virtual clock (src/engine/clock.ts).',
  },
  { name: 'requestAnimationFrame', message: 'Only ui/controls turns wall time into sim time.' },
  { name: 'performance', message: 'No wall clock in the simulation core.' },
  { name: 'window', message: 'The simulation core has no DOM.' },
  { name: 'document', message: 'The simulation core has no DOM.' },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-cli', 'node_modules', 'test-results', 'coverage', '.cache'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The rulebook is the one place a version is compared (src/versions/CONTEXT.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/versions/**'],
    plugins: { podterm: { rules: { 'no-version-comparison': noVersionComparison } } },
    rules: { 'podterm/no-version-comparison': 'error' },
  },
  {
    // Seconds and milliseconds meet only in src/trace/units.ts (their types tell them apart).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/trace/units.ts'],
    plugins: { units: { rules: { 'no-unit-arithmetic': noUnitArithmetic } } },
    rules: { 'units/no-unit-arithmetic': 'error' },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The chart's model is pure (src/chart/CONTEXT.md): no DOM, no React.
    files: ['src/chart/**'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'navigator'],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*'], message: 'src/chart has no React.' },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/engine/**',
      'src/cluster/**',
      'src/run/**',
      'src/manifest/**',
      'src/trace/**',
      'src/versions/**',
    ],
    rules: {
      'no-restricted-globals': ['error', ...wallClock],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'No wall clock in the simulation core.' },
        { object: 'Math', property: 'random', message: 'Use the seeded RNG (src/engine/rng.ts).' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'No wall clock in the simulation core.',
        },
      ],
    },
  },
);
