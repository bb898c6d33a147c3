// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's real lint configuration, run on one-line files placed where they would join two WhatsApp features.
const eslint = new ESLint({ cwd: process.cwd() });

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const crossing = /boundaries\/element-types/;

describe('the lint rules that keep the WhatsApp features apart', () => {
  it.each([
    ['src/areas/whatsapp/scheduled/probe.ts', "import { usePrepareCampaign } from '../send/use-prepare-campaign';\nvoid usePrepareCampaign;"],
    ['src/areas/whatsapp/tracking/components/probe.ts', "import { templateSlots } from '../../send/send-form-state';\nvoid templateSlots;"],
    ['src/areas/whatsapp/automation/probe.ts', "import { useSaveTemplate } from '@/areas/whatsapp/templates/queries/use-save-template';\nvoid useSaveTemplate;"],
  ])('refuses %s importing another feature', async (filePath, code) => {
    expect((await problemsOf(filePath, code)).join('\n')).toMatch(crossing);
  });

  it('refuses a feature importing the area root, which composes the features', async () => {
    expect((await problemsOf('src/areas/whatsapp/help/probe.ts', "import { WhatsappRoutes } from '..';\nvoid WhatsappRoutes;")).join('\n')).toMatch(crossing);
  });

  it('refuses the shared folder importing a feature', async () => {
    const problems = await problemsOf('src/areas/whatsapp/shared/probe.ts', "import { scheduledRoutes } from '../scheduled/routes';\nvoid scheduledRoutes;");
    expect(problems.join('\n')).toMatch(crossing);
  });

  it('refuses another area importing a WhatsApp feature or the shared folder', async () => {
    expect((await problemsOf('src/areas/rcs/probe.ts', "import { scheduleText } from '@/areas/whatsapp/shared/schedule-text';\nvoid scheduleText;")).join('\n')).toMatch(crossing);
    expect((await problemsOf('src/areas/rcs/probe.ts', "import { sendRoutes } from '@/areas/whatsapp/send/routes';\nvoid sendRoutes;")).join('\n')).toMatch(crossing);
  });

  it('accepts a feature importing itself and the shared folder, and the root importing a feature', async () => {
    expect(await problemsOf('src/areas/whatsapp/scheduled/probe.ts', "import { useNow } from '../shared/use-now';\nimport { RescheduleDialog } from './reschedule-dialog';\nvoid useNow;\nvoid RescheduleDialog;")).toEqual([]);
    expect(await problemsOf('src/areas/whatsapp/probe.ts', "import { sendRoutes } from './send/routes';\nvoid sendRoutes;")).toEqual([]);
  });
});
