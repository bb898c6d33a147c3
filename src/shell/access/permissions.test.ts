import { describe, expect, it } from 'vitest';
import { firstPermittedPath, userTypeFrom } from './permissions';

const profile = (...entries: [string, string][]) => ({ data: entries.map(([subsvc, permissions]) => ({ subsvc, permissions })) });
const requested = '/chatbot/flow-list';

describe('first permitted page of a profile (spec §6)', () => {
  it.each([
    ['CampaignManager', requested],
    ['Reports', '/whatsapp-campaign/report'],
    ['TemplateManagement', '/whatsapp-campaign/template-management'],
    ['WebhookConfig', '/whatsapp-campaign/webhook-configuration'],
    ['EmbeddedSignUp', '/whatsapp-campaign/register-whatsapp-api'],
    ['NotificationSub', '/whatsapp-campaign/notification-subscription'],
    ['EmbeddedSignUpNew', '/whatsapp-campaign/register-new-whatsapp-api'],
    ['WabaNosList', '/whatsapp-campaign/waba-nos-list'],
    ['Profiles', '/whatsapp-campaign/profile'],
    ['CloudList', '/whatsapp-campaign/waba-cloud-list'],
    ['MigrateNumber', '/whatsapp-campaign/migrate-whatsapp-numbers'],
    ['HandoverTemplate', '/whatsapp-campaign/handover-template'],
  ])('%s alone leads to %s', (subsvc, expected) => {
    expect(firstPermittedPath(profile([subsvc, 'C']), requested)).toBe(expected);
  });

  it.each([
    ['the fixed order decides, not the profile order', profile(['HandoverTemplate', 'C'], ['Profiles', 'C'], ['WebhookConfig', 'C']), '/whatsapp-campaign/webhook-configuration'],
    ['CampaignManager anywhere keeps the requested path', profile(['Reports', 'C'], ['CampaignManager', 'C,M']), requested],
    ['a profile naming no known page keeps the requested path', profile(['Builder', 'C']), requested],
    ['an empty profile keeps the requested path', profile(), requested],
    ['no profile keeps the requested path', null, requested],
  ])('%s', (_rule, permission, expected) => {
    expect(firstPermittedPath(permission, requested)).toBe(expected);
  });
});

describe('maker-checker user type (spec §4)', () => {
  it.each([
    ['C,M,S is C', profile(['CampaignManager', 'C,M,S']), 'C'],
    ['C,M is M', profile(['CampaignManager', 'C,M']), 'M'],
    ['spaces inside the string are ignored', profile(['CampaignManager', 'C, M']), 'M'],
    ['any other string is neither', profile(['CampaignManager', 'C']), null],
    ['the string of another sub-service does not count', profile(['Reports', 'C,M,S']), null],
    ['no profile is neither', null, null],
  ])('%s', (_rule, permission, expected) => {
    expect(userTypeFrom(permission)).toBe(expected);
  });
});
