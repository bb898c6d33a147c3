// Reports benchmarks: `npm run bench:reports [name…]` (a name filters: `npm run bench:reports -- export`).
import { runSections } from '../run-sections';

await runSections(new URL('.', import.meta.url), process.argv.slice(2));
