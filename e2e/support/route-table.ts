/**
 * Every route of the console's route table (src/app/routes.tsx, spec §2), with the areas' known
 * sub-paths; `{data}` segments get a sample value. Specs that must visit every screen loop over it.
 */
const under = (base: string, subs: string[]) => [base, ...subs.map((sub) => `${base}/${sub}`)];

export const routeTable: readonly string[] = [
  '/',
  '/login',
  '/login/enterprise',
  '/login/sandbox',
  '/alert',
  '/customer-login',
  '/home',
  '/home/select-channel',
  '/user-list',
  '/user-list/create-user',
  ...under('/campaign-management', [
    'brodcast-rcs', 'scheduled-rcs', 'rcs-reports', 'rcs-campaign-reports', 'edit-rcs', 'campaigns-creation', 'edit-campaigns',
    'templates-list', 'new-create-templates', 'create-templates', 'save-rcs', 'edit-rcs-template/1', 'view-rcs-template/1',
    'new-create-templates/1', 'edit-campaigns/1',
  ]),
  ...under('/whatsapp-campaign', [
    'report', 'profile', 'template-management', 'webhook-configuration', 'register-new-whatsapp-api', 'register-whatsapp-api',
    'notification-subscription', 'waba-cloud-list', 'waba-status', 'help-center', 'create-template-message',
    'new-create-template-message', 'migrate-whatsapp-numbers', 'handover-template', 'transaction-history', 'automation-builder',
    'send-whatsapp', 'schedule-whatsappcampaign', 'contact-scrubbing', 'maker-list', 'checker-list', 'distributed-delivery',
    'pending-download-list', 'whatsapp-registration-form', 'waba-nos-list', 'view-template-message/1', 'edit-template-message/1',
    'update-template-message/1', 'new-view-template', 'new-edit-template',
  ]),
  ...under('/chatbot', [
    'chatreport', 'intent-list', 'create-app/app-list', 'create-flow', 'flow-list', 'create-bot', 'gateway', 'create-intent',
    'enterpriseapi/enterpriseapi-list', 'enterpriseapi/enterpriseapi-add', 'folders/list-folder', 'settings',
  ]),
  '/insights',
  '/download-center',
  ...under('/tables', ['contact-lists', 'contact-lists/1', 'opt-outs', 'exclusion-groups', 'engaged-users']),
  '/no-such-page',
  '/insights/no-such-page',
];
