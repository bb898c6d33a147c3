// No import cycle anywhere in the product's code (issue #29): the console's and the server's files,
// type-only imports included, read with TypeScript's resolver and the project's path aliases. The lint's
// floors keep imports between folders running one way; this catches a circle inside a folder too.
import { pathToFileURL } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const PRODUCT = ['src/**/*.{ts,tsx}', 'server/**/*.ts'];
// Tests and benches import the product; nothing of the product imports them, so they close no circle.
const NOT_PRODUCT = /node_modules|\.(test|spec|bench)\.tsx?$/;

/** Every circle of imports among `entries` (globs), each as the files in order. */
export async function importCycles(entries, { cwd = process.cwd(), tsconfig = 'tsconfig.json' } = {}) {
  const tree = await parseDependencyTree(entries, { context: cwd, cwd, tsconfig, transform: false, exclude: NOT_PRODUCT });
  return parseCircular(tree);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cycles = await importCycles(PRODUCT);
  for (const cycle of cycles) console.error(`import cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
  console.log(cycles.length ? `${cycles.length} import cycle(s)` : 'no import cycle');
  process.exitCode = cycles.length ? 1 : 0;
}
