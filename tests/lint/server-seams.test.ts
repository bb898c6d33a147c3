// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's real lint configuration, run on small files placed where they would break a seam.
const eslint = new ESLint({ cwd: process.cwd() });

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the lint rules that keep the server seams closed', () => {
  it.each([
    "export const rcs = (campaign: { channel: string }) => campaign.channel === 'rcs';",
    "export const other = (channel: string) => 'whatsapp' !== channel;",
  ])('refuses dispatch branching on a channel name: %s', async (code) => {
    expect((await problemsOf('server/messaging/dispatch/probe.ts', code)).join('\n')).toMatch(/no-restricted-syntax: Dispatch does not branch on a channel's name/);
  });

  it('lets a channel strategy and a dispatch test name their channel', async () => {
    const code = "export const rcs = (campaign: { channel: string }) => campaign.channel === 'rcs';";
    expect(await problemsOf('server/messaging/channels/rcs/probe.ts', code)).toEqual([]);
    expect(await problemsOf('server/messaging/dispatch/probe.test.ts', code)).toEqual([]);
  });

  it.each([
    ['server/exports/kinds/probe.ts', "import { tablesRoute } from '../../routes/tables/tables-route';"],
    ['server/messaging/dispatch/probe.ts', "import { createApp } from '../../app';"],
    ['server/webhook-rules/probe.ts', "import { startTestServer } from '../testing/test-server';"],
    ['server/messaging/templates/probe.ts', "import { channelEventConsumers } from '../../channel-event-consumers';"],
  ])('refuses an import from below up to the routes or the composition root: %s', async (filePath, code) => {
    expect((await problemsOf(filePath, code)).join('\n')).toMatch(/boundaries\/element-types: .*Dependency is of type 'server-top'/);
  });

  it('lets routes, the composition root and tests stand on the rest of the server', async () => {
    const used = (code: string, name: string) => `${code}\nexport const uses = ${name};`;
    expect(await problemsOf('server/routes/tables/probe.ts', used("import { tablesCaller } from '../../tables/tables-caller';", 'tablesCaller'))).toEqual([]);
    expect(await problemsOf('server/app.ts', used("import { apiRoutes } from './routes';", 'apiRoutes'))).toEqual([]);
    expect(await problemsOf('server/messaging/dispatch/probe.test.ts', used("import { startTestServer } from '../../testing/test-server';", 'startTestServer'))).toEqual([]);
  });
});
