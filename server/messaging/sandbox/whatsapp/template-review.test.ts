import { afterEach, describe, expect, it } from 'vitest';
import { templateContent, type TemplateContentInput } from '@/api/contracts/whatsapp-template';
import { ProviderError, type ChannelEvent } from '../../../channel/channel';
import { createCloudApiClient } from '../../channels/whatsapp/cloud-api-client';
import { parseWhatsappWebhook } from '../../channels/whatsapp/parse-webhook';
import { verifyWebhookSignature } from '../../channels/whatsapp/webhook-signature';
import { createWhatsappChannel } from '../../channels/whatsapp/whatsapp-channel';
import { defaultSandboxPhoneNumber, startWhatsappSandbox, type WhatsappSandbox, type WhatsappSandboxOptions } from './start-whatsapp-sandbox';

const appSecret = 'sandbox-secret';
const accessToken = 'sandbox-token';
const waba = defaultSandboxPhoneNumber.wabaId;

const open: WhatsappSandbox[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((sandbox) => sandbox.close()));
});

async function harness(options: Partial<WhatsappSandboxOptions> = {}) {
  const events: ChannelEvent[] = [];
  const sandbox = await startWhatsappSandbox({
    appSecret,
    accessToken,
    timing: 'instant',
    findTemplate: 'registry',
    rules: { undeliverableSuffixes: [], undeliverableRate: 0, marketingCapRate: 0, readRate: 0 },
    deliverWebhook: (rawBody, headers) => {
      if (!verifyWebhookSignature(rawBody, headers['x-hub-signature-256'], appSecret).ok) throw new Error('bad signature');
      const parsed = parseWhatsappWebhook(JSON.parse(rawBody), new Date());
      if (!parsed.ok) throw new Error(parsed.reason);
      events.push(...parsed.events);
      return Promise.resolve();
    },
    ...options,
  });
  open.push(sandbox);
  return { sandbox, events, client: createCloudApiClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v18.0', accessToken }) };
}

const template = (name: string, body: string, extra: Partial<TemplateContentInput> = {}) =>
  templateContent.parse({ name, language: 'en_US', category: 'MARKETING', components: [{ type: 'BODY', text: body }], ...extra });

async function refusal(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

const verdicts = (events: ChannelEvent[]) => events.flatMap((event) => (event.kind === 'template' ? [{ name: event.name, event: event.event, reason: event.reason }] : []));

describe('WhatsApp sandbox template review', () => {
  it('answers PENDING, then posts APPROVED, or REJECTED with the reason its rule gives', async () => {
    const { sandbox, events, client } = await harness();
    const created = await client.createTemplate(waba, template('spring_offer', 'Hi {{1}}, 20% off this week.'));
    expect(created).toMatchObject({ status: 'PENDING', category: 'MARKETING' });
    await client.createTemplate(waba, template('big_win', 'You won the lottery, {{1}}, claim today.'));
    await client.createTemplate(waba, template('ends_with_variable', 'Your order is {{1}}'));
    await sandbox.idle();
    expect(verdicts(events)).toEqual([
      { name: 'spring_offer', event: 'APPROVED', reason: null },
      { name: 'big_win', event: 'REJECTED', reason: 'SCAM' },
      { name: 'ends_with_variable', event: 'REJECTED', reason: 'INVALID_FORMAT' },
    ]);
    const approved = events.find((event) => event.kind === 'template' && event.name === 'spring_offer');
    expect(approved).toMatchObject({ providerTemplateId: created.id, language: 'en_US' });
  });

  it('waits the seeded review delay before the verdict', async () => {
    const { sandbox, events, client } = await harness({ timing: { reviewMs: [1_000, 1_000] } });
    await client.createTemplate(waba, template('slow_review', 'Hi {{1}}, see you soon.'));
    expect(verdicts(events)).toEqual([]);
    expect(sandbox.templates.find('slow_review', 'en_US')?.status).toBe('PENDING');
    await sandbox.idle();
    expect(verdicts(events)).toEqual([{ name: 'slow_review', event: 'APPROVED', reason: null }]);
  });

  it('refuses a second template of the same name and language, and the 101st creation in an hour', async () => {
    const { client } = await harness({ templateCreationsPerHour: 2 });
    await client.createTemplate(waba, template('first', 'Hi {{1}}, hello.'));
    expect(await refusal(client.createTemplate(waba, template('first', 'Hi {{1}}, again.')))).toMatchObject({ code: 100, retryable: false });
    await client.createTemplate(waba, template('first', 'مرحبا {{1}}، أهلا.', { language: 'ar' }));
    expect(await refusal(client.createTemplate(waba, template('third', 'Hi {{1}}, hello.')))).toMatchObject({ code: 80008 });
  });

  it('lists every template through the cursors and deletes by name or by one language', async () => {
    const { sandbox, client } = await harness();
    for (const name of ['a_one', 'a_two', 'a_three']) await client.createTemplate(waba, template(name, 'Hi {{1}}, hello.'));
    await client.createTemplate(waba, template('a_one', 'Hola {{1}}, buenas.', { language: 'es' }));
    await sandbox.idle();
    const firstPage = await client.listTemplates(waba, { limit: 2 });
    expect(firstPage.data).toHaveLength(2);
    expect(firstPage.paging?.next).toBeDefined();
    const all = await client.listAllTemplates(waba);
    expect(all.map((item) => `${item.name}/${item.language}/${item.status}`).sort()).toEqual(['a_one/en_US/APPROVED', 'a_one/es/APPROVED', 'a_three/en_US/APPROVED', 'a_two/en_US/APPROVED']);

    const spanish = all.find((item) => item.language === 'es');
    await client.deleteTemplate(waba, 'a_one', spanish?.id);
    expect((await client.listAllTemplates(waba)).filter((item) => item.name === 'a_one').map((item) => item.language)).toEqual(['en_US']);
    await client.deleteTemplate(waba, 'a_two');
    expect(sandbox.templates.find('a_two', 'en_US')).toBeUndefined();
    expect(await refusal(client.deleteTemplate(waba, 'a_two'))).toMatchObject({ code: 100 });
  });

  it('sends an edited template back to review, and a verdict of the older version never lands', async () => {
    const { sandbox, events, client } = await harness({ timing: { reviewMs: [1_000, 1_000] } });
    const created = await client.createTemplate(waba, template('promo', 'Hi {{1}}, a jackpot awaits today.'));
    expect(await refusal(client.editTemplate(created.id, { components: [{ type: 'BODY', text: 'Hi {{1}}, new prices today.' }] }))).toMatchObject({ code: 100 });
    await sandbox.idle();
    await client.editTemplate(created.id, { components: [{ type: 'BODY', text: 'Hi {{1}}, new prices today.' }] });
    expect(sandbox.templates.find('promo', 'en_US')?.status).toBe('PENDING');
    await sandbox.idle();
    expect(verdicts(events)).toEqual([
      { name: 'promo', event: 'REJECTED', reason: 'SCAM' },
      { name: 'promo', event: 'APPROVED', reason: null },
    ]);
  });

  it('pauses, disables and rates templates by webhook, and sends follow the registry', async () => {
    const { sandbox, events, client } = await harness();
    const created = await client.createTemplate(waba, template('notice', 'Hi {{1}}, your plan renews soon.', { category: 'UTILITY' }));
    await sandbox.idle();
    const channel = createWhatsappChannel(client);
    const stored = sandbox.templates.find('notice', 'en_US');
    if (!stored) throw new Error('not stored');
    const send = () => channel.send({ channel: 'whatsapp', to: '+919812345670', senderId: defaultSandboxPhoneNumber.id, template: stored, variables: { '1': 'Ada' }, reference: 'r' });
    await expect(send()).resolves.toMatchObject({ providerMessageId: expect.stringMatching(/^wamid\./) as string });

    await sandbox.templates.changeQuality(created.id, 'RED');
    await sandbox.templates.changeStatus(created.id, 'PAUSED', 'LOW_QUALITY');
    expect(await refusal(send())).toMatchObject({ code: 132015 });
    await sandbox.templates.changeStatus(created.id, 'DISABLED');
    expect(await refusal(send())).toMatchObject({ code: 132016 });
    expect(events.filter((event) => event.kind === 'template-quality' || (event.kind === 'template' && event.event !== 'APPROVED'))).toEqual([
      expect.objectContaining({ kind: 'template-quality', providerTemplateId: created.id, quality: 'RED', previousQuality: 'UNKNOWN' }),
      expect.objectContaining({ kind: 'template', event: 'PAUSED', reason: 'LOW_QUALITY' }),
      expect.objectContaining({ kind: 'template', event: 'DISABLED', reason: null }),
    ]);
  });
});
