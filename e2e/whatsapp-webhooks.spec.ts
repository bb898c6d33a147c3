import { expect, test, type Page } from '@playwright/test';
import { webhookReceiverPort } from '../playwright.config';
import { verifyBody } from '../server/webhook-rules/payload-crypto';
import { startWebhookReceiver } from '../server/webhook-rules/testing/webhook-receiver';
import { expectNoSeriousAxeViolations, useLanguage } from './support/axe';
import { campaignApi, draftCampaign } from './support/campaign-api';
import { screenshotBoth, signIn } from './support/console';
import { expectFitsAPhone } from './support/phone';

/**
 * Issue #12 webhook-configuration against the real server: a rule on a number receives, at a loopback
 * endpoint, the status events of a campaign sent from that number, signed with the rule's secret; a
 * rule on a failing endpoint is retried and its failures are on the page, where it can be resent.
 */
test.describe.configure({ timeout: 150_000 });

const NUMBER = '+919800000101';
const receiverOrigin = `http://127.0.0.1:${webhookReceiverPort}`;

/** Adds a rule through the dialog and answers its signing secret, shown this once after creation. */
async function addRule(page: Page, url: string, retries: string): Promise<string> {
  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New webhook rule' });
  await dialog.getByLabel('URL', { exact: true }).fill(url);
  const categories = dialog.getByLabel('Event categories', { exact: true });
  await categories.fill('everything');
  await categories.press('Enter');
  await expect(dialog.getByText('“everything” is not an event category.')).toBeVisible();
  await categories.fill('Message status');
  await categories.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Chosen event categories' }).getByRole('listitem')).toHaveText(['Message status']);
  await dialog.getByLabel('Retry count').fill(retries);
  await dialog.getByLabel('Retry delay (seconds)').fill('1');
  await dialog.getByLabel('Event type').fill('campaign');
  await dialog.getByRole('button', { name: 'Add header' }).click();
  await dialog.getByLabel('Header 1 name').fill('Authorization');
  await dialog.getByLabel('Header 1 value').fill('Bearer e2e-token');
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(dialog).toBeHidden();
  const shown = page.getByRole('dialog', { name: 'Signing secret of the new rule' });
  const secret = await shown.getByLabel('Signing secret').inputValue();
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await expect(page.locator(`[data-rule="${url}"]`)).toBeVisible();
  return secret;
}

/** Axe once the toasts have gone: a toast fading in or out is measured at half its contrast. */
async function axeWithoutToasts(page: Page, screen: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousAxeViolations(page, screen);
}

/** What the edit dialog shows of a rule's signing secret: its last 4 characters only. */
async function secretShownInEdit(page: Page, url: string): Promise<string> {
  await page.getByRole('button', { name: `Edit the rule for ${url}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit webhook rule' });
  const shown = await dialog.getByLabel('Signing secret').inputValue();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  return shown;
}

test('a rule on a number receives the signed status events of a campaign from it; a failing endpoint is retried, its failures are shown and it can be resent', async ({ page, request }) => {
  const receiver = await startWebhookReceiver(webhookReceiverPort);
  try {
    await signIn(page, 'designer');
    await page.goto('/#/whatsapp-campaign/webhook-configuration');
    // The first page after sign-in loads the shell and the area: slow on a busy machine.
    await expect(page.getByRole('heading', { name: 'Webhook configuration' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('WhatsApp number')).toHaveValue(NUMBER);
    const okUrl = `${receiverOrigin}/ok-${Date.now()}`;
    const failUrl = `${receiverOrigin}/fail-${Date.now()}`;
    const secret = await addRule(page, okUrl, '2');
    await addRule(page, failUrl, '1');
    await axeWithoutToasts(page, 'webhook-configuration en');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(await secretShownInEdit(page, okUrl)).toBe(`${'•'.repeat(12)}${secret.slice(-4)}`);

    // Send a test event: a sample of the rule's category, signed and sent through the real path, its outcome beside the rule.
    const okRule = page.locator(`[data-rule="${okUrl}"]`);
    await okRule.getByRole('button', { name: 'Send a test event' }).click();
    await expect(okRule.getByRole('status')).toHaveText(/^Test event \(Message status\) delivered: HTTP 200 in \d+ ms\.$/);
    const tested = receiver.calls.find((call) => call.path === new URL(okUrl).pathname && JSON.parse(call.body).test === true);
    expect(tested && verifyBody(tested.body, secret, tested.headers['x-webhook-signature-256'])).toBe(true);
    const failRule = page.locator(`[data-rule="${failUrl}"]`);
    await failRule.getByRole('button', { name: 'Send a test event' }).click();
    await expect(failRule.getByRole('status')).toHaveText('Test event (Message status) not accepted: HTTP 500. It is in the delivery log with the answer.');

    const api = await campaignApi(request, 'designer');
    const phones = ['+919877700001', '+919877700002'];
    const id = await draftCampaign(api, `Webhook e2e ${Date.now()}`, phones, NUMBER);
    expect((await api.call('POST', `campaigns/${id}/submit`, { schedule: { kind: 'now' } })).status).toBe(200);

    const okPath = new URL(okUrl).pathname;
    const ofCampaign = () => receiver.calls.filter((call) => call.path === okPath && JSON.parse(call.body).event?.campaignId === id);
    await expect.poll(() => phones.every((phone) => ofCampaign().some((call) => JSON.parse(call.body).event.recipient === phone && JSON.parse(call.body).event.status === 'delivered')), { timeout: 90_000 }).toBe(true);
    for (const call of ofCampaign()) {
      expect(verifyBody(call.body, secret, call.headers['x-webhook-signature-256'])).toBe(true);
      expect(verifyBody(call.body, `${secret}0`, call.headers['x-webhook-signature-256'])).toBe(false);
      expect(call.headers.authorization).toBe('Bearer e2e-token');
      expect(JSON.parse(call.body)).toMatchObject({ category: 'MESSAGE_STATUS', wabaNumber: NUMBER, labels: { eventType: 'campaign' } });
    }

    // Rotating the secret shows the new one once, to copy; the old one keeps signing beside it for a day.
    await page.getByRole('button', { name: `Rotate the signing secret of ${okUrl}` }).click();
    await page.getByRole('button', { name: 'Rotate secret', exact: true }).click();
    const rotated = page.getByRole('dialog', { name: 'New signing secret' });
    const newSecret = await rotated.getByLabel('Signing secret').inputValue();
    expect(newSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(newSecret).not.toBe(secret);
    await expect(rotated).toContainText('X-Webhook-Signature-256-Previous');
    await expectNoSeriousAxeViolations(page, 'webhook secret rotation en');
    await screenshotBoth(page, 'webhook-configuration-rotate-en');
    await rotated.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator(`[data-rule="${okUrl}"]`)).toContainText('Old secret also signs until');

    await page.locator(`[data-rule="${failUrl}"]`).getByRole('button', { name: 'Deliveries' }).click();
    // A campaign's event, retried; the test event beside it is marked Test and was tried once.
    const failedEvents = page.locator('[data-delivery][data-status="FAILED"]').filter({ hasNot: page.getByText('Test', { exact: true }) });
    await expect(failedEvents.first()).toBeVisible({ timeout: 60_000 });
    // The log refreshes as more events arrive: hold on to this one delivery.
    const failedId = await failedEvents.first().getAttribute('data-delivery');
    const failed = page.locator(`[data-delivery="${failedId}"]`);
    await expect(failed).toContainText('Attempts: 2');
    await expect(failed).toContainText('Last: 500');
    await failed.getByText('Body and attempts').click();
    await expect(failed.locator('[data-attempt] [data-code]')).toHaveText(['500', '500']);
    await expect(failed.getByText('"category": "MESSAGE_STATUS"')).toBeVisible();
    await axeWithoutToasts(page, 'webhook deliveries en');
    // A phone: each attempt is a card, its time whole beside its name (the table cut it at 375 px).
    await expectFitsAPhone(page, [failed.locator('[data-attempt] td[data-label="Time"]').first(), failed.locator('[data-attempt] td[data-label="Status code"]').first()]);
    const failPath = new URL(failUrl).pathname;
    expect(receiver.calls.filter((call) => call.path === failPath).length).toBeGreaterThanOrEqual(2);
    await screenshotBoth(page, 'webhook-configuration-en');
    await page.getByRole('button', { name: 'Add rule' }).click();
    await screenshotBoth(page, 'webhook-configuration-rule-en');
    await page.getByRole('button', { name: 'Cancel' }).click();

    const before = await page.locator('[data-delivery]').count();
    await failed.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('Resent').first()).toBeVisible();
    await expect(page.locator('[data-delivery]')).toHaveCount(before + 1);

    await useLanguage(page, 'ar');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'إعداد الويب هوك' })).toBeVisible();
    await page.locator(`[data-rule="${failUrl}"]`).getByRole('button', { name: 'التسليمات' }).click();
    await expect(page.locator('[data-delivery][data-status="FAILED"]').first()).toBeVisible();
    await axeWithoutToasts(page, 'webhook-configuration ar');
    await screenshotBoth(page, 'webhook-configuration-ar');
    await page.getByRole('button', { name: 'إضافة قاعدة' }).click();
    await expectNoSeriousAxeViolations(page, 'webhook rule dialog ar');
    await screenshotBoth(page, 'webhook-configuration-rule-ar');
    await page.getByRole('button', { name: 'إلغاء' }).click();
    if (process.env.SCREENSHOTS === '1') {
      await page.getByRole('button', { name: `تغيير مفتاح التوقيع السري لـ ${failUrl}` }).click();
      await page.getByRole('button', { name: 'تغيير المفتاح', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'مفتاح التوقيع السري الجديد' })).toBeVisible();
      await screenshotBoth(page, 'webhook-configuration-rotate-ar');
      await page.getByRole('button', { name: 'تم', exact: true }).click();
    }

    await useLanguage(page, 'en');
    await page.reload();
    for (const url of [failUrl, okUrl]) {
      await page.getByRole('button', { name: `Delete the rule for ${url}` }).click();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.locator(`[data-rule="${url}"]`)).toBeHidden();
    }
  } finally {
    await receiver.close();
  }
});
