// The parse bench page built into .data/bench/ and served on loopback with the generated file, for the
// benches that time a parse in Chromium (the parse section, and the upload section's floor).
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const CONFIG = fileURLToPath(new URL('./vite.config.ts', import.meta.url));
const OUT = fileURLToPath(new URL('../../../.data/bench/parse-page', import.meta.url));
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.csv': 'text/csv' };

/** Builds the page, then serves it and `/audience.csv` (the given bytes); answers its origin and the server to close. */
export async function serveParsePage(csv: Buffer): Promise<{ origin: string; server: Server }> {
  mkdirSync(OUT, { recursive: true });
  await build({ configFile: CONFIG, logLevel: 'warn' });
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
    let body: Buffer | undefined = path === '/audience.csv' ? csv : undefined;
    if (!body) {
      try {
        body = readFileSync(join(OUT, path));
      } catch {
        response.writeHead(404).end();
        return;
      }
    }
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
