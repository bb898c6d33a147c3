/**
 * Test files that replace modules with `vi.mock`. Every other file shares its worker's modules with the
 * files before it (vitest.config.ts, `isolate: false`), where a replaced module would reach them too;
 * these run in a project of their own with a module graph per file. `own-module-files.test.ts` keeps the
 * list complete.
 */
export const OWN_MODULE_FILES = ['src/shell/frame/use-status-polling.test.tsx'];
