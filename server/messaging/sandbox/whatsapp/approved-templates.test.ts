import { describe, expect, it } from 'vitest';
import { APPROVED_TEMPLATE_FRESH_MS, rememberApproved } from './approved-templates';
import type { SandboxTemplate } from './sandbox-messages';

const template = (status: SandboxTemplate['status']): SandboxTemplate => ({ name: 'promo', language: 'en', category: 'MARKETING', parameter_format: 'POSITIONAL', components: [{ type: 'BODY', text: 'Hi' }], status });

/** A store whose template status the test changes, on a clock the test moves, counting its reads. */
function store(initial: SandboxTemplate['status']) {
  let status = initial;
  let reads = 0;
  let clock = 0;
  const find = rememberApproved(
    async () => {
      reads += 1;
      await Promise.resolve();
      return status === undefined ? undefined : template(status);
    },
    () => clock,
  );
  return {
    find: () => Promise.resolve(find('promo', 'en', 'waba-1')),
    set: (next: SandboxTemplate['status']) => (status = next),
    advance: (ms: number) => (clock += ms),
    reads: () => reads,
  };
}

describe('the sandbox template reads', () => {
  it('reuse an APPROVED answer for a second, then read again and see a pause', async () => {
    const templates = store('APPROVED');
    expect((await templates.find())?.status).toBe('APPROVED');
    templates.set('PAUSED');
    templates.advance(APPROVED_TEMPLATE_FRESH_MS - 1);
    expect((await templates.find())?.status).toBe('APPROVED');
    expect(templates.reads()).toBe(1);
    templates.advance(1);
    expect((await templates.find())?.status).toBe('PAUSED');
    expect(templates.reads()).toBe(2);
  });

  it('never keep a missing or unapproved answer, so an approval counts at once', async () => {
    const templates = store(undefined);
    expect(await templates.find()).toBeUndefined();
    templates.set('PENDING');
    expect((await templates.find())?.status).toBe('PENDING');
    templates.set('APPROVED');
    expect((await templates.find())?.status).toBe('APPROVED');
    expect(templates.reads()).toBe(3);
  });

  it('share one read among sends asking at the same moment', async () => {
    const templates = store('PENDING');
    const answers = await Promise.all([templates.find(), templates.find(), templates.find()]);
    expect(answers.map((answer) => answer?.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    expect(templates.reads()).toBe(1);
  });
});
