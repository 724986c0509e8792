import { serverProject } from './vitest.shared';

/** Every server test file on embedded PGlite. */
export default serverProject({ kind: 'pglite' });
