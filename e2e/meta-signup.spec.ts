import { expect, test } from '@playwright/test';
import { campaignApi, draftCampaign } from './support/campaign-api';
import { signIn } from './support/console';
import { META_STAND_IN } from './support/meta-stand-in-settings';

/**
 * Issue #32: embedded sign-up as a console deployed on Meta meets it. The SDK, its consent pop-up and
 * the Graph API are a stand-in for Meta on origins of their own (e2e/support/meta-stand-in.ts), so
 * the console's security headers, the pop-up's opener and the dialog's session info cross origins as
 * they would with facebook.com; the new WABA's template and campaign then reach Meta with the WABA's
 * own business token (Meta refuses the system user's there).
 */
const meta = META_STAND_IN(Number(process.env.E2E_PORT ?? 8181));
const standIn = `http://127.0.0.1:${meta.sdkPort}`;

test("signs up through Meta's SDK and pop-up on another origin; the new WABA's template and send go out on its own token", async ({ page, request }) => {
  const document = await page.goto('/#/login');
  const headers = document?.headers() ?? {};
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['content-security-policy']).toContain(`script-src 'self' ${standIn}`);
  expect(headers['content-security-policy']).toContain(`frame-src 'self' ${standIn}`);

  await signIn(page, 'designer');
  await page.goto('/#/whatsapp-campaign/register-new-whatsapp-api');
  await page.getByRole('radio', { name: /Smart messaging/ }).check();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect WhatsApp Business account' }).click();
  const popup = await popupOpened;
  expect(new URL(popup.url()).origin).toBe(standIn);
  // The smart-messaging app onboards to Marketing Messages Lite: Meta's dialog was asked for that feature.
  await expect(popup.getByText('Feature: Marketing Messages Lite')).toBeVisible();
  expect(((await (await request.get(`${standIn}/dialogs`)).json()) as { featureType: string }[]).at(-1)).toEqual({ featureType: 'marketing_messages_lite' });
  await popup.getByRole('button', { name: 'Continue' }).click();

  // The pop-up's session info reached the console across origins: the business had shared another WABA
  // before, which Meta's debug_token lists first, and the sign-up still connected the one just set up.
  const dialog = page.getByRole('dialog', { name: 'WABA Data' });
  await expect(dialog).toBeVisible();
  const signups = (await (await request.get(`${standIn}/signups`)).json()) as { wabaId: string; numberId: string }[];
  const signedUp = signups.at(-1);
  await expect(dialog.getByRole('row').nth(1)).toContainText(signedUp?.wabaId ?? 'no sign-up');

  // A marketing template for the new WABA, reviewed by "Meta", and a campaign from its number, which goes
  // through Marketing Messages Lite (`marketing_messages`) as the WABA is onboarded to it.
  const name = `welcome_${Date.now()}`;
  const templates = await campaignApi(request, 'designer', '/api/campaign/v1.0/templates');
  const created = await templates.call('POST', 'create', {
    esmeaddr: 1001,
    wabaId: signedUp?.wabaId,
    template: { name, language: 'en_US', category: 'MARKETING', components: [{ type: 'BODY', text: 'Welcome to Acme: 10% off your first order this week.' }] },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  const campaigns = await campaignApi(request, 'designer');
  const senders = (await campaigns.call('GET', 'senders')).json.senders as { id: string; displayNumber: string }[];
  const sender = senders.find((candidate) => candidate.id === signedUp?.numberId);
  expect(sender).toBeDefined();
  await expect
    .poll(async () => ((await campaigns.call('GET', `templates/approved?senderId=${sender?.id}`)).json.templates as { name: string }[]).map((template) => template.name), { timeout: 30_000 })
    .toContain(name);
  const recipient = '+971501234567';
  const id = await draftCampaign(campaigns, `Welcome ${name}`, [recipient], sender?.displayNumber, { template: name, variableMapping: {} });
  expect((await campaigns.call('POST', `campaigns/${id}/submit`, { schedule: { kind: 'now' } })).status).toBe(200);
  await expect
    .poll(async () => ((await (await request.get(`${standIn}/received`)).json()) as Record<string, { phoneNumberId: string; template: { name: string } | null; marketingMessages?: true }[]>)[recipient] ?? [], { timeout: 30_000 })
    .toEqual([expect.objectContaining({ phoneNumberId: signedUp?.numberId, template: expect.objectContaining({ name }), marketingMessages: true })]);
});
