import { readFileSync } from 'node:fs';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { buildMenu } from './build-menu';
import { signedInContext } from './testing/access-context';
import type { MenuItem } from './types';

const profile = (...entries: [string, string][]) => ({ data: entries.map(([subsvc, permissions]) => ({ subsvc, permissions })) });

const ctx = signedInContext;

/** Every entry as one line: children indented under their parent, so order and nesting are both checked. */
const outline = (menu: MenuItem[]): string[] => menu.flatMap((item) => [item.path, ...item.submenu.map((child) => `  ${child.path}`)]);
const flatten = (menu: MenuItem[]): MenuItem[] => menu.flatMap((item) => [item, ...flatten(item.submenu)]);

const TOP = ['/home', '/insights', '/download-center'];
const WHATSAPP = [
  '/whatsapp-campaign',
  '  /whatsapp-campaign/send-whatsapp',
  '  /whatsapp-campaign/schedule-whatsappcampaign',
  '  /whatsapp-campaign/distributed-delivery',
  '  /whatsapp-campaign/contact-scrubbing',
  '  /whatsapp-campaign/report',
  '  /whatsapp-campaign/profile',
  '  /whatsapp-campaign/template-management',
  '  /whatsapp-campaign/webhook-configuration',
  '  /whatsapp-campaign/register-new-whatsapp-api',
  '  /whatsapp-campaign/waba-status',
  '  /whatsapp-campaign/waba-cloud-list',
  '  /whatsapp-campaign/help-center',
  '  /whatsapp-campaign/migrate-whatsapp-numbers',
  '  /whatsapp-campaign/transaction-history',
  '  /whatsapp-campaign/automation-builder',
  '  /whatsapp-campaign/register-whatsapp-api',
  '  /whatsapp-campaign/handover-template',
  '  /whatsapp-campaign/admin',
];
const RCS = [
  '/campaign-management',
  '  /campaign-management/campaigns-creation',
  '  /campaign-management/save-rcs',
  '  /campaign-management/scheduled-rcs',
  '  /campaign-management/rcs-reports',
  '  /campaign-management/rcs-campaign-reports',
  '  /campaign-management/templates-list',
  '  /campaign-management/new-create-templates',
  '  /campaign-management/brodcast-rcs',
];
const CHATBOT = [
  '/chatbot',
  '  /chatbot/intent-list',
  '  /chatbot/folders/list-folder',
  '  /chatbot/flow-list',
  '  /chatbot/create-app/app-list',
  '  /chatbot/enterpriseapi/enterpriseapi-list',
  '  /chatbot/chatreport',
  '  /chatbot/settings',
  '  /chatbot/gateway',
];
const FULL = [...TOP, ...WHATSAPP, ...RCS, ...CHATBOT];
const without = (list: string[], ...gone: string[]) => list.filter((line) => !gone.includes(line.trim()));
/** The WhatsApp submenu with extra lines inserted after `after`. */
const withAfter = (list: string[], after: string, ...extra: string[]) => {
  const at = list.indexOf(`  ${after}`) + 1;
  return [...list.slice(0, at), ...extra.map((path) => `  ${path}`), ...list.slice(at)];
};

describe('menu by role (spec §6)', () => {
  it.each([
    ['signed out: no menu', ctx({ signedIn: false }), []],
    ['role 1: only User', ctx({ roleId: 1 }), ['/user-list']],
    ['role 2 without admin session: only Customer Login', ctx({ roleId: 2 }), ['/customer-login']],
    ['role 2 with admin session: full menu without User and Customer Login', ctx({ roleId: 2, hasAdminSession: true }), FULL],
    ['role 3: full menu without User and Customer Login', ctx({ roleId: 3 }), FULL],
    ['role 0 (others): full menu without User and Customer Login', ctx({ roleId: 0 }), FULL],
  ])('%s', (_rule, context, expected) => {
    expect(outline(buildMenu(context))).toEqual(expected);
  });
});

describe('menu by services (spec §6: the menu follows the guard)', () => {
  it.each([
    ['1: home, reports, downloads and WhatsApp', '1', [...TOP, ...WHATSAPP]],
    ['only 2: home, reports, downloads and RCS', '2', [...TOP, ...RCS]],
    ['2 with 3: RCS and Chatbot, without the only-2 extras', '2,3', [...RCS, ...CHATBOT]],
    ['3: Chatbot only', '3', CHATBOT],
    ['4 alone: everything', '4', FULL],
    ['no services value: everything', null, FULL],
  ])('%s', (_rule, services, expected) => {
    expect(outline(buildMenu(ctx({ services })))).toEqual(expected);
  });
});

describe('menu entries by profile and account (spec §6)', () => {
  it.each([
    ['a profile with Reports keeps Reports Insights and Download Center', ctx({ permission: profile(['Reports', 'R']) }), FULL],
    ['a profile without Reports drops Reports Insights and Download Center', ctx({ permission: profile(['Profiles', 'R']) }), without(FULL, '/insights', '/download-center')],
    ['white-label hides the help centre', ctx({ whitelabel: true }), without(FULL, '/whatsapp-campaign/help-center')],
    ['contactScrubbing false hides Contact Scrubbing', ctx({ contactScrubbing: false }), without(FULL, '/whatsapp-campaign/contact-scrubbing')],
    ['C,M,S (user type C) shows Checker List, not Maker List', ctx({ permission: profile(['CampaignManager', 'C,M,S'], ['Reports', 'R']) }), withAfter(FULL, '/whatsapp-campaign/contact-scrubbing', '/whatsapp-campaign/checker-list')],
    ['C,M (user type M) shows Maker List, not Checker List', ctx({ permission: profile(['CampaignManager', 'C,M'], ['Reports', 'R']) }), withAfter(FULL, '/whatsapp-campaign/contact-scrubbing', '/whatsapp-campaign/maker-list')],
    ['lounge without profile keeps the standard WhatsApp submenu', ctx({ isLounge: true }), FULL],
    ['profile without lounge keeps the standard WhatsApp submenu', ctx({ isProfile: true, permission: profile(['Builder', 'R'], ['Reports', 'R']) }), FULL],
  ])('%s', (_rule, context, expected) => {
    expect(outline(buildMenu(context))).toEqual(expected);
  });
});

describe('lounge profile: the WhatsApp submenu rebuilt from sub-permissions (spec §6)', () => {
  const always = ['/whatsapp-campaign/waba-status', '/whatsapp-campaign/waba-cloud-list'];
  const lounge = (...entries: [string, string][]) => ctx({ isLounge: true, isProfile: true, permission: profile(...entries) });
  const whatsappOf = (menu: MenuItem[]) => menu.find((item) => item.path === '/whatsapp-campaign')?.submenu.map((item) => item.path);

  it.each([
    ['CampaignManager C,M,S', ['CampaignManager', 'C,M,S'], ['/whatsapp-campaign/send-whatsapp', '/whatsapp-campaign/schedule-whatsappcampaign', '/whatsapp-campaign/distributed-delivery', '/whatsapp-campaign/checker-list', '/campaign-management/campaigns-creation', '/campaign-management/save-rcs', '/campaign-management/brodcast-rcs', ...always]],
    ['CampaignManager C,M', ['CampaignManager', 'C,M'], ['/whatsapp-campaign/send-whatsapp', '/whatsapp-campaign/schedule-whatsappcampaign', '/whatsapp-campaign/distributed-delivery', '/whatsapp-campaign/maker-list', '/campaign-management/campaigns-creation', '/campaign-management/save-rcs', '/campaign-management/brodcast-rcs', ...always]],
    ['CampaignManager of neither type', ['CampaignManager', 'C'], ['/whatsapp-campaign/send-whatsapp', '/whatsapp-campaign/schedule-whatsappcampaign', '/whatsapp-campaign/distributed-delivery', '/campaign-management/campaigns-creation', '/campaign-management/save-rcs', '/campaign-management/brodcast-rcs', ...always]],
    ['Profiles', ['Profiles', 'R'], ['/whatsapp-campaign/profile', ...always]],
    ['TemplateManagement', ['TemplateManagement', 'R'], ['/whatsapp-campaign/template-management', '/whatsapp-campaign/new-create-template-message', ...always]],
    ['EmbeddedSignUp', ['EmbeddedSignUp', 'R'], ['/whatsapp-campaign/register-whatsapp-api', ...always]],
    ['EmbeddedSignUpNew', ['EmbeddedSignUpNew', 'R'], ['/whatsapp-campaign/register-new-whatsapp-api', ...always]],
    ['MigrateNumber', ['MigrateNumber', 'R'], ['/whatsapp-campaign/migrate-whatsapp-numbers', ...always]],
    ['HandoverTemplate', ['HandoverTemplate', 'R'], ['/whatsapp-campaign/handover-template', ...always]],
    ['WebhookConfig', ['WebhookConfig', 'R'], ['/whatsapp-campaign/webhook-configuration', ...always]],
    ['Reports', ['Reports', 'R'], ['/whatsapp-campaign/report', '/campaign-management/rcs-campaign-reports', ...always]],
    ['CloudList (not added twice)', ['CloudList', 'R'], ['/whatsapp-campaign/waba-cloud-list', '/whatsapp-campaign/waba-status']],
    ['TransactionHistory', ['TransactionHistory', 'R'], ['/whatsapp-campaign/transaction-history', ...always]],
    ['Builder', ['Builder', 'R'], ['/whatsapp-campaign/automation-builder', ...always]],
    ['a sub-service with no menu entry: WABA Status and Cloud List are still added', ['NotificationSub', 'R'], always],
  ])('%s', (_rule, entry, expected) => {
    expect(whatsappOf(buildMenu(lounge(entry as [string, string])))).toEqual(expected);
  });

  it('takes sub-services in the fixed order, not the profile order', () => {
    expect(whatsappOf(buildMenu(lounge(['Builder', 'R'], ['Profiles', 'R'])))).toEqual(['/whatsapp-campaign/profile', '/whatsapp-campaign/automation-builder', ...always]);
  });

  it('leaves the other submenus as they are', () => {
    const menu = outline(buildMenu(lounge(['Profiles', 'R'])));
    expect(menu.filter((line) => !line.includes('/whatsapp-campaign'))).toEqual([...without(TOP, '/insights', '/download-center'), ...RCS, ...CHATBOT]);
  });

  it('rebuilt entries are enabled, the retired ones included', () => {
    const items = flatten(buildMenu(lounge(['EmbeddedSignUp', 'R'], ['HandoverTemplate', 'R'])));
    expect(items.filter((item) => item.disabled).map((item) => item.path)).toEqual([]);
  });
});

describe('entry behaviour', () => {
  const actions = (menu: MenuItem[]) => flatten(menu).filter((item) => item.action).map((item) => `${item.path} ${item.action}`);

  it('non-admins open Reports Insights, Reports and Campaign Reports on the reports app; Target Active Users shows maintenance', () => {
    expect(actions(buildMenu(ctx({ roleId: 3 })))).toEqual([
      '/insights reports-tab',
      '/whatsapp-campaign/report reports-tab',
      '/campaign-management/rcs-reports reports-tab',
      '/campaign-management/rcs-campaign-reports reports-tab',
      '/campaign-management/brodcast-rcs maintenance',
    ]);
  });

  it('admins (role 0) navigate to the reports directly', () => {
    expect(actions(buildMenu(ctx({ roleId: 0 })))).toEqual(['/campaign-management/brodcast-rcs maintenance']);
  });

  it('the old Register WhatsApp API, Handover Template and Admin entries are disabled', () => {
    expect(flatten(buildMenu(ctx())).filter((item) => item.disabled).map((item) => item.path)).toEqual([
      '/whatsapp-campaign/register-whatsapp-api',
      '/whatsapp-campaign/handover-template',
      '/whatsapp-campaign/admin',
    ]);
  });

  it('parents expand, leaves navigate', () => {
    const menu = buildMenu(ctx());
    expect(menu.map((item) => item.class)).toEqual(['', '', '', 'has-arrow', 'has-arrow', 'has-arrow']);
  });

  it('every title has English text and every icon exists in lucide-react', () => {
    const english = JSON.parse(readFileSync('public/assets/i18n/en.json', 'utf8')) as { menu: Record<string, string> };
    const items = [
      ...flatten(buildMenu(ctx())),
      ...flatten(buildMenu(ctx({ roleId: 1 }))),
      ...flatten(buildMenu(ctx({ roleId: 2 }))),
      ...flatten(buildMenu(ctx({ isLounge: true, isProfile: true, permission: profile(['TemplateManagement', 'R'], ['CampaignManager', 'C,M']) }))),
    ];
    const missingTitles = items.filter((item) => !english.menu[item.titleKey.replace(/^menu\./, '')]).map((item) => item.titleKey);
    const missingIcons = items.filter((item) => !(item.icon in lucide)).map((item) => item.icon);
    expect({ missingTitles, missingIcons }).toEqual({ missingTitles: [], missingIcons: [] });
  });

  it.each([
    ['/whatsapp-campaign/schedule-whatsappcampaign', 'Scheduled Campaigns'],
    ['/whatsapp-campaign/profile', 'Profiles'],
    ['/whatsapp-campaign/webhook-configuration', 'Webhook Config'],
    ['/whatsapp-campaign/waba-cloud-list', 'Cloud List'],
    ['/whatsapp-campaign/migrate-whatsapp-numbers', 'Migrate Number'],
    ['/whatsapp-campaign/automation-builder', 'Builder'],
    ['/campaign-management/campaigns-creation', 'Broadcast-RCS'],
    ['/campaign-management/save-rcs', 'Saved Campaigns'],
    ['/campaign-management/rcs-reports', 'Reports'],
    ['/campaign-management/rcs-campaign-reports', 'Campaign Reports'],
    ['/campaign-management/templates-list', 'Template Management'],
    ['/campaign-management/new-create-templates', 'Create New Template'],
    ['/campaign-management/brodcast-rcs', 'Target Active Users'],
    ['/chatbot/folders/list-folder', 'Bot'],
    ['/chatbot/create-app/app-list', 'Apps'],
    ['/chatbot/settings', 'PWA Profiles'],
  ])('%s is titled %s', (path, title) => {
    const english = JSON.parse(readFileSync('public/assets/i18n/en.json', 'utf8')) as { menu: Record<string, string> };
    const item = flatten(buildMenu(ctx())).find((entry) => entry.path === path);
    expect(item && english.menu[item.titleKey.replace(/^menu\./, '')]).toBe(title);
  });
});
