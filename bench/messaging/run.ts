// Messaging benchmarks: `npm run bench:messaging [name…]` (a name filters: `npm run bench:messaging -- parse`).
import { runSections } from '../run-sections';

await runSections(new URL('.', import.meta.url), process.argv.slice(2));
