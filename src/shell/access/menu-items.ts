/**
 * The sidebar as data (spec §2 "Sidebar menu"). Titles are i18n keys; icons are lucide-react names.
 * Which of these a user sees is decided by `buildMenu`.
 */
import type { MenuItem } from './types';

const leaf = (path: string, title: string, icon: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  path,
  titleKey: `menu.${title}`,
  icon,
  class: '',
  extralink: false,
  submenu: [],
  ...extra,
});

/** A parent that only expands (spec §4 "Sidebar"); its path is the area's prefix. */
export const parent = (item: MenuItem, submenu: MenuItem[]): MenuItem => ({ ...item, class: 'has-arrow', submenu });

/** Entries kept visible but greyed out, as the product shows its retired pages. */
export const retired = (item: MenuItem): MenuItem => ({ ...item, disabled: true });

const wa = (page: string) => `/whatsapp-campaign/${page}`;
const rcs = (page: string) => `/campaign-management/${page}`;
const bot = (page: string) => `/chatbot/${page}`;

export const topItems = {
  customerLogin: leaf('/customer-login', 'customer_login', 'LogIn'),
  user: leaf('/user-list', 'user', 'Users'),
  home: leaf('/home', 'home', 'House'),
  reportsInsights: leaf('/insights', 'reports_insights', 'ChartNoAxesCombined'),
  downloadCenter: leaf('/download-center', 'download_center', 'Download'),
};

export const areaItems = {
  whatsapp: leaf('/whatsapp-campaign', 'whatsapp_campaign', 'MessageCircle'),
  rcs: leaf('/campaign-management', 'rcs_campaign', 'MessagesSquare'),
  chatbot: leaf('/chatbot', 'chatbot', 'Bot'),
};

/** In the order of spec §2. */
export const whatsappItems = {
  sendWhatsapp: leaf(wa('send-whatsapp'), 'send_whatsapp', 'Send'),
  scheduledCampaigns: leaf(wa('schedule-whatsappcampaign'), 'scheduled_campaigns', 'CalendarClock'),
  distributedDelivery: leaf(wa('distributed-delivery'), 'distributed_delivery', 'Split'),
  contactScrubbing: leaf(wa('contact-scrubbing'), 'contact_scrubbing', 'ShieldCheck'),
  makerList: leaf(wa('maker-list'), 'maker_list', 'ListChecks'),
  checkerList: leaf(wa('checker-list'), 'checker_list', 'ClipboardCheck'),
  reports: leaf(wa('report'), 'reports', 'ChartColumn'),
  profiles: leaf(wa('profile'), 'profiles', 'UserRound'),
  templateManagement: leaf(wa('template-management'), 'template_management', 'LayoutTemplate'),
  webhookConfig: leaf(wa('webhook-configuration'), 'webhook_config', 'Webhook'),
  registerNewWhatsappApi: leaf(wa('register-new-whatsapp-api'), 'register_new_whatsapp_api', 'BadgePlus'),
  wabaStatus: leaf(wa('waba-status'), 'waba_status', 'Activity'),
  cloudList: leaf(wa('waba-cloud-list'), 'cloud_list', 'Cloud'),
  helpCenter: leaf(wa('help-center'), 'help_center', 'LifeBuoy'),
  migrateNumber: leaf(wa('migrate-whatsapp-numbers'), 'migrate_number', 'ArrowRightLeft'),
  transactionHistory: leaf(wa('transaction-history'), 'transaction_history', 'ReceiptText'),
  builder: leaf(wa('automation-builder'), 'builder', 'Workflow'),
};

/** Pages only a lounge profile's rebuilt menu (or the retired entries) links to. */
export const whatsappExtraItems = {
  registerWhatsappApi: leaf(wa('register-whatsapp-api'), 'register_whatsapp_api', 'Smartphone'),
  handoverTemplate: leaf(wa('handover-template'), 'handover_template', 'Handshake'),
  createNewTemplate: leaf(wa('new-create-template-message'), 'create_new_template', 'FilePlus2'),
  // No page or path is given for the old Admin entry; this path only names it, it is never navigated to.
  admin: leaf(wa('admin'), 'admin', 'ShieldUser'),
};

/** In the order of spec §2. */
export const rcsItems = {
  broadcastRcs: leaf(rcs('campaigns-creation'), 'broadcast_rcs', 'Megaphone'),
  savedCampaigns: leaf(rcs('save-rcs'), 'saved_campaigns', 'Save'),
  scheduledCampaigns: leaf(rcs('scheduled-rcs'), 'scheduled_campaigns', 'CalendarClock'),
  reports: leaf(rcs('rcs-reports'), 'reports', 'ChartColumn'),
  campaignReports: leaf(rcs('rcs-campaign-reports'), 'campaign_reports', 'FileChartColumn'),
  templateManagement: leaf(rcs('templates-list'), 'template_management', 'LayoutTemplate'),
  createNewTemplate: leaf(rcs('new-create-templates'), 'create_new_template', 'FilePlus2'),
  targetActiveUsers: leaf(rcs('brodcast-rcs'), 'target_active_users', 'Target', { action: 'maintenance' }),
};

/** In the order of spec §2. */
export const chatbotItems = {
  intents: leaf(bot('intent-list'), 'intents', 'MessageSquareText'),
  bot: leaf(bot('folders/list-folder'), 'bot', 'Folder'),
  flows: leaf(bot('flow-list'), 'flows', 'GitBranch'),
  apps: leaf(bot('create-app/app-list'), 'apps', 'AppWindow'),
  enterpriseApi: leaf(bot('enterpriseapi/enterpriseapi-list'), 'enterprise_api', 'Plug'),
  chatReport: leaf(bot('chatreport'), 'chat_report', 'FileText'),
  pwaProfiles: leaf(bot('settings'), 'pwa_profiles', 'Settings'),
  gateway: leaf(bot('gateway'), 'gateway', 'Network'),
};
