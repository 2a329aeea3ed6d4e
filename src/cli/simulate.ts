// `npm run simulate -- [--format json|text|pods|events] [--version 1.27] [--until 120s] FILE...`
// in a clone: the same command as the installed `podterm simulate` (simulateCommand.ts).
import { simulateCommand } from './simulateCommand.ts';

void simulateCommand(process.argv.slice(2), 'npm run simulate --');
