#!/usr/bin/env node
// The `podterm` command (package.json "bin", built to dist-cli/podterm.js by
// scripts/build-cli.mjs): `podterm simulate …` (the trace, as `npm run simulate` in a clone)
// and `podterm check …` (the manifests' warnings with their ids, for CI).
import { checkCommand } from './checkCommand.ts';
import { PODTERM_VERSION } from './packageVersion.ts';
import { simulateCommand } from './simulateCommand.ts';

const HELP = `podterm ${PODTERM_VERSION}: what Kubernetes does when Pods start and stop

usage: podterm simulate [--format json|text|pods|events] [--version 1.37] [--until 120s] FILE...|-
       podterm check [--format text|json|sarif] [--fail-on error|warning|info|never] [--version 1.37] [--rollout] FILE...|DIR...|-

Each command's --help says more; docs/checks.md explains every check id.
`;

const [command, ...rest] = process.argv.slice(2);
if (command === 'simulate') void simulateCommand(rest);
else if (command === 'check') void checkCommand(rest);
else if (command === '--version' || command === '-V') process.stdout.write(`${PODTERM_VERSION}\n`);
else if (command === undefined || command === '--help' || command === '-h' || command === 'help')
  process.stdout.write(HELP);
else {
  process.stderr.write(`podterm: unknown command ${command}\n${HELP}`);
  process.exit(2);
}
