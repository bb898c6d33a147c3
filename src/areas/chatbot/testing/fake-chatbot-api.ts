import type { Bot, FlowDetail, Folder } from '@/api/contracts/chatbot';
import { readFlowDocument } from '@/canvas/engine';

/** Test-only: a uuid from a number, as the contract's ids are uuids. */
export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const STAMP = '2026-01-15T10:00:00.000Z';

export function fakeBot(n: number, name: string, folderId: string | null = null, extra: Partial<Bot> = {}): Bot {
  return { id: testId(n), name, description: '', channel: 'RCS', folder_id: folderId, entry_flow_id: null, flow_count: 0, created_on: STAMP, updated_on: STAMP, ...extra };
}

export function fakeFolder(n: number, name: string): Omit<Folder, 'bots'> {
  return { id: testId(n), name, created_on: STAMP, updated_on: STAMP };
}

type Json = Record<string, unknown>;
type Handler = (match: string[], body: Json, url: URL) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Test-only: a `fetch` answering the chatbot contract under `/api/bot/` from memory, recording
 * every request. Tests add or replace routes with `on(method, pattern, handler)`.
 */
export function createFakeChatbotApi(initial: { folders?: Omit<Folder, 'bots'>[]; bots?: Bot[]; flows?: FlowDetail[] } = {}) {
  const state = {
    // Copies: routes change rows in place, and fixtures are shared between tests.
    folders: structuredClone(initial.folders ?? []),
    bots: structuredClone(initial.bots ?? []),
    flows: structuredClone(initial.flows ?? []),
    requests: [] as { method: string; path: string; body: Json }[],
  };
  let next = 900;
  const routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  const on = (method: string, pattern: string, handler: Handler) => {
    routes.unshift({ method, pattern: new RegExp(`^${pattern.replace(/:\w+/g, '([^/]+)')}$`), handler });
  };
  const notFound = () => jsonResponse({ error: 'not_found', message: 'Not found' }, 404);
  const findFlow = (id: string) => state.flows.find((flow) => flow.id === id);

  on('GET', 'folders', () =>
    jsonResponse({
      folders: state.folders.map((folder) => ({ ...folder, bots: state.bots.filter((bot) => bot.folder_id === folder.id) })),
      unfiled: state.bots.filter((bot) => bot.folder_id === null),
    }),
  );
  on('POST', 'folders', (_, body) => {
    const folder = fakeFolder(next++, String(body.name));
    state.folders.push(folder);
    return jsonResponse({ ...folder, bots: [] });
  });
  on('PUT', 'folders/:id', ([id], body) => {
    const folder = state.folders.find((candidate) => candidate.id === id);
    if (!folder) return notFound();
    folder.name = String(body.name);
    return jsonResponse({ ...folder, bots: [] });
  });
  on('DELETE', 'folders/:id', ([id]) => {
    state.folders = state.folders.filter((folder) => folder.id !== id);
    return jsonResponse({ deleted: id });
  });
  on('GET', 'bots', () => jsonResponse({ bots: state.bots }));
  on('POST', 'bots', (_, body) => {
    const bot = fakeBot(next++, String(body.name), (body.folder_id as string | null) ?? null, { channel: body.channel as Bot['channel'], description: String(body.description ?? '') });
    state.bots.push(bot);
    return jsonResponse(bot);
  });
  on('PUT', 'bots/:id', ([id], body) => {
    const bot = state.bots.find((candidate) => candidate.id === id);
    if (!bot) return notFound();
    Object.assign(bot, body);
    return jsonResponse(bot);
  });
  on('DELETE', 'bots/:id', ([id]) => {
    state.bots = state.bots.filter((bot) => bot.id !== id);
    return jsonResponse({ deleted: id });
  });
  on('GET', 'bots/:id/flows', ([id]) => jsonResponse({ flows: state.flows.filter((flow) => flow.bot_id === id).map(({ document: _document, ...summary }) => summary) }));
  on('GET', 'flows/:id', ([id]) => {
    const flow = id ? findFlow(id) : undefined;
    return flow ? jsonResponse(flow) : notFound();
  });
  on('PUT', 'flows/:id', ([id], body) => {
    const flow = id ? findFlow(id) : undefined;
    if (!flow) return notFound();
    if (body.baseVersion !== flow.version) {
      return jsonResponse(
        { error: 'version_conflict', message: 'Saved meanwhile', current: { version: flow.version, document: flow.document, updated_on: flow.updated_on, updated_by: flow.updated_by } },
        409,
      );
    }
    // Read as the server reads what it stores; the page under test only saves documents it read.
    const read = readFlowDocument({ ...(body.document as Json), version: flow.version + 1 });
    if (!read.ok) throw new Error(`The page saved an unreadable document: ${read.errors.map((error) => error.path).join(', ')}`);
    flow.version += 1;
    flow.document = read.doc;
    flow.state = 'DRAFT';
    return jsonResponse({ version: flow.version, updated_on: STAMP });
  });
  on('GET', 'flows/:id/versions', () => jsonResponse({ versions: [] }));

  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const body = (text ? JSON.parse(text) : {}) as Json;
    const path = url.pathname.replace(/^\/api\/bot\//, '');
    state.requests.push({ method: request.method, path, body });
    for (const route of routes) {
      const match = route.method === request.method ? route.pattern.exec(path) : null;
      if (match) return route.handler(match.slice(1).map(decodeURIComponent), body, url);
    }
    return notFound();
  }) as typeof fetch;

  const requestsTo = (method: string, path: string) => state.requests.filter((request) => request.method === method && request.path === path);
  return { state, on, fetch: fetchFn, requestsTo };
}
