import { spawn } from 'node:child_process';
import { createServer } from 'node:http';

/**
 * Starts the e2e run's servers side by side and answers `GET /ready` on E2E_READY_PORT once every one
 * answers its own address (playwright.config.ts). Playwright starts the `webServer` entries of a config
 * one after another, each waiting for the one before to answer: three consoles that each migrate and
 * seed a fresh database, and two stand-ins, took their start-up times added up before the first test.
 * Playwright ends a web server by killing its process group, which holds every server started here.
 */
export interface E2eServer {
  name: string;
  command: string;
  /** Answers once the server is ready. */
  url: string;
  /** Another server's name that must answer before this one starts (the console on Meta asks the stand-in for Meta). */
  after?: string;
}

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as E2eServer[];
const readyPort = Number(process.env.E2E_READY_PORT);
/** Outside CI a server already answering on its address is used as it is, as Playwright's `reuseExistingServer` did. */
const reuse = !process.env.CI;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status < 400;
  } catch {
    return false;
  }
}

async function start(server: E2eServer): Promise<void> {
  if (reuse && (await answers(server.url))) return;
  const child = spawn('sh', ['-c', server.command], { stdio: ['ignore', 'ignore', 'inherit'] });
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? 1));
  const began = Date.now();
  while (!(await answers(server.url))) {
    if (exited !== null) throw new Error(`${server.name} exited with ${exited} before it answered ${server.url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`${server.name} answers after ${((Date.now() - began) / 1000).toFixed(1)} s`);
}

const started = new Map<string, Promise<void>>();
const startInTurn = (server: E2eServer): Promise<void> => {
  let run = started.get(server.name);
  if (!run) {
    const before = servers.find((other) => other.name === server.after);
    run = (before ? startInTurn(before) : Promise.resolve()).then(() => start(server));
    started.set(server.name, run);
  }
  return run;
};

try {
  await Promise.all(servers.map(startInTurn));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  // Every server started here is in this process group (Playwright made it): none outlives a failed start.
  process.kill(0, 'SIGKILL');
}
createServer((request, response) => response.writeHead(request.url === '/ready' ? 200 : 404).end()).listen(readyPort, '127.0.0.1');
console.log(`all ${servers.length} e2e servers answer`);
