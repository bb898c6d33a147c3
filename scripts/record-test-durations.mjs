// Writes tests/test-durations.json from a Vitest JSON report: each test file's seconds, longest first,
// for files of 5 s or more. Vitest starts the longest files first from that list (tests/longest-first.ts).
// Usage: npx vitest run --reporter=json --outputFile=/tmp/vitest.json && node scripts/record-test-durations.mjs /tmp/vitest.json
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const [reportPath] = process.argv.slice(2);
if (!reportPath) {
  console.error('usage: node scripts/record-test-durations.mjs <vitest JSON report>');
  process.exit(2);
}
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const durations = Object.fromEntries(
  report.testResults
    .map((file) => [relative(process.cwd(), file.name), Math.round((file.endTime - file.startTime) / 1000)])
    .filter(([, seconds]) => seconds >= 5)
    .sort((a, b) => b[1] - a[1]),
);
writeFileSync('tests/test-durations.json', `${JSON.stringify(durations, null, 2)}\n`);
console.log(`tests/test-durations.json: ${Object.keys(durations).length} files of 5 s or more`);
