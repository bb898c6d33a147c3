type Json = Record<string, unknown>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const pretty = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function parametersTable(parameters: Json[]): string {
  const rows = parameters
    .map((p) => `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${p.required ? 'required' : 'optional'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`)
    .join('');
  return `<h4>Query</h4><table><tr><th>name</th><th></th><th>schema</th></tr>${rows}</table>`;
}

function responseList(responses: Json): string {
  return Object.entries(responses)
    .map(([status, response]) => {
      const { description, content } = response as { description: string; content?: Record<string, { schema: unknown }> };
      // JSON of any kind: application/json, or application/manifest+json for a web app manifest.
      const schema = content ? Object.values(content)[0]?.schema : undefined;
      const isRef = typeof schema === 'object' && schema !== null && '$ref' in schema;
      const body = status.startsWith('2') && schema && !isRef ? `<details><summary>schema</summary>${pretty(schema)}</details>` : '';
      return `<li><b>${escapeHtml(status)}</b> ${escapeHtml(description)}${body}</li>`;
    })
    .join('');
}

function operationSection(path: string, method: string, op: Json): string {
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
  const security = (op.security as Json[]).flatMap((s) => Object.keys(s));
  const requestSchema = (op.requestBody as { content: { 'application/json': { schema: unknown } } } | undefined)?.content['application/json'].schema;
  return `<section id="${id}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(String(op.summary))}</p>
<p class="who">${escapeHtml(String(op.description))}</p>
<p class="sec">Needs: ${security.length ? security.map((s) => `<code>${s}</code>`).join(' ') : 'nothing'}</p>
${op.parameters ? parametersTable(op.parameters as Json[]) : ''}
${requestSchema ? `<h4>Body</h4>${pretty(requestSchema)}` : ''}
<h4>Responses</h4><ul>${responseList(op.responses as Json)}</ul>
</section>`;
}

/** A self-contained HTML reference (no scripts, no external assets) rendered from the OpenAPI document. */
export function renderDocsPage(document: Json): string {
  const info = document.info as { title: string; description: string };
  const operations = Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const toc = operations
    .map(({ path, method }) => `<li><a href="#${`${method}-${path}`.replace(/[^a-z0-9]+/gi, '-')}"><span class="m ${method}">${method.toUpperCase()}</span> ${escapeHtml(path)}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2933;display:grid;grid-template-columns:300px 1fr}
nav{position:sticky;top:0;height:100vh;overflow:auto;background:#f5f7fa;padding:16px;border-right:1px solid #e4e7eb}
nav ul{list-style:none;padding:0;margin:0}nav li{margin:4px 0}nav a{color:inherit;text-decoration:none;font-size:13px}
main{padding:24px 40px;max-width:980px}section{border-top:1px solid #e4e7eb;padding:8px 0 16px}
pre{background:#f5f7fa;padding:12px;overflow:auto;font-size:12px;border-radius:6px}
.m{display:inline-block;min-width:54px;text-align:center;border-radius:4px;color:#fff;font-size:11px;font-weight:700;padding:2px 4px}
.get{background:#2f855a}.post{background:#2b6cb0}.delete{background:#c53030}.put{background:#b7791f}.patch{background:#6b46c1}
.who{color:#52606d}.sec{font-size:13px}table{border-collapse:collapse}td,th{border:1px solid #e4e7eb;padding:4px 8px;text-align:left;font-size:13px}
</style></head>
<body><nav><b>${escapeHtml(info.title)}</b><p><a href="/api/openapi.json">openapi.json</a></p><ul>${toc}</ul></nav>
<main><h1>${escapeHtml(info.title)}</h1><p>${escapeHtml(info.description)}</p>
${operations.map(({ path, method, op }) => operationSection(path, method, op)).join('\n')}
</main></body></html>`;
}
