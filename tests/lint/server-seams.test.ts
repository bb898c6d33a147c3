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
});
