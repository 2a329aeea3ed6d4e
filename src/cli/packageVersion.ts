// podterm's own version, from package.json (bundled into the built command).
import pkg from '../../package.json' with { type: 'json' };

export const PODTERM_VERSION: string = pkg.version;
