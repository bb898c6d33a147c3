// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's real lint configuration, run on one-line files placed where they would break a seam.
const eslint = new ESLint({ cwd: process.cwd() });

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the lint rules that keep the canvas seams closed', () => {
  it("refuses an engine file importing a kind's view", async () => {
    const problems = await problemsOf('src/canvas/engine/model/probe.ts', "import { MessageNodeBody } from '@/canvas/kinds/message/view';\nvoid MessageNodeBody;");
    expect(problems.join('\n')).toMatch(/boundaries\/element-types.*kind-views/);
  });

  it("refuses an engine file reaching a kind's React file by a relative path", async () => {
    const problems = await problemsOf('src/canvas/engine/model/probe.ts', "import { MessageSettings } from '../../kinds/message/settings';\nvoid MessageSettings;");
    expect(problems.join('\n')).toMatch(/boundaries\/element-types.*kind-views/);
  });

  it('refuses a kind importing the engine, which would make a cycle', async () => {
    const problems = await problemsOf('src/canvas/kinds/message/probe.ts', "import { validateFlow } from '@/canvas/engine';\nvoid validateFlow;");
    expect(problems.join('\n')).toMatch(/boundaries\/element-types.*engine/);
  });

  it('refuses the kernel importing the registry', async () => {
    const problems = await problemsOf('src/canvas/kernel/model/probe.ts', "import { kindOf } from '@/canvas/registry';\nvoid kindOf;");
    expect(problems.join('\n')).toMatch(/boundaries\/element-types.*registry/);
  });

  it.each([
    ['src/areas/chatbot/probe.ts', "import { createNode } from '@/canvas/engine/model/nodes';\nvoid createNode;"],
    ['src/canvas/editor/probe.ts', "import { defineKind } from '@/canvas/kernel/model/kind-definition';\nvoid defineKind;"],
    ['src/canvas/editor/probe.ts', "import { messageRules } from '@/canvas/kinds/message/rules';\nvoid messageRules;"],
    ['src/canvas/kinds/note/probe.ts', "import { clip } from '../shared/settings-kit';\nvoid clip;"],
  ])('refuses %s importing around an index', async (filePath, code) => {
    expect((await problemsOf(filePath, code)).join('\n')).toMatch(/no-restricted-imports/);
  });

  it('accepts the same imports through the entry points', async () => {
    expect(await problemsOf('src/areas/chatbot/probe.ts', "import { createNode } from '@/canvas/engine';\nvoid createNode;")).toEqual([]);
    expect(await problemsOf('src/canvas/editor/probe.ts', "import { MessageNodeBody } from '@/canvas/kinds/message/view';\nvoid MessageNodeBody;")).toEqual([]);
    expect(await problemsOf('src/canvas/kinds/note/probe.tsx', "import { clip } from '../shared/view';\nvoid clip;")).toEqual([]);
  });
});
