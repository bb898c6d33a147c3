// The sign-in page must stay light: its JavaScript (entry, the auth area chunk and what they
// import statically) is summed gzip-compressed and compared with the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const SIGN_IN_MODULE = 'src/areas/auth/index.ts';
// DIST_DIR names a side build (`vite build --outDir dist-pages`), as the server's DIST_DIR does.
const DIST = process.env.DIST_DIR ?? 'dist';
const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8'));

// The console's entry; the build's other entry (webchat.html, the public web chat) is not on the sign-in page.
const entryKey = 'index.html';
if (!manifest[entryKey]?.isEntry) throw new Error(`No ${entryKey} entry chunk in ${DIST}/.vite/manifest.json`);
if (!manifest[SIGN_IN_MODULE]) throw new Error(`${SIGN_IN_MODULE} is not a chunk of its own: is the auth area lazy?`);

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
visit(SIGN_IN_MODULE);

const gzipKb = (file) => gzipSync(readFileSync(`${DIST}/${file}`), { level: 9 }).length / 1024;
const rows = [...files].filter((f) => f.endsWith('.js')).map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
const total = rows.reduce((sum, row) => sum + row.kb, 0);
for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`);
console.log(`Sign-in page JavaScript: ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
const lazyChunks = Object.values(manifest).filter((c) => c.isDynamicEntry).length;
console.log(`Lazy chunks: ${lazyChunks}`);
if (total > BUDGET_KB) {
  console.error(`Over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
