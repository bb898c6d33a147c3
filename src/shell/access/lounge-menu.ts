/**
 * The WhatsApp submenu of a lounge profile user (isProfile and isLounge), rebuilt from the profile's
 * sub-permissions (spec §6). Sub-services are taken in this fixed order, not the profile's, so the menu is stable.
 */
import type { PermissionProfile } from '@/api/contracts/auth';
import { whatsappExtraItems as extra, rcsItems as rcs, whatsappItems as wa } from './menu-items';
import { hasSubPermission, type SubService } from './permissions';
import type { MenuItem } from './types';

export const loungeGrants: readonly { subsvc: SubService; items: readonly MenuItem[] }[] = [
  {
    subsvc: 'CampaignManager',
    items: [wa.sendWhatsapp, wa.scheduledCampaigns, wa.distributedDelivery, wa.makerList, wa.checkerList, rcs.broadcastRcs, rcs.savedCampaigns, rcs.targetActiveUsers],
  },
  { subsvc: 'Profiles', items: [wa.profiles] },
  { subsvc: 'TemplateManagement', items: [wa.templateManagement, extra.createNewTemplate] },
  { subsvc: 'EmbeddedSignUp', items: [extra.registerWhatsappApi] },
  { subsvc: 'EmbeddedSignUpNew', items: [wa.registerNewWhatsappApi] },
  { subsvc: 'MigrateNumber', items: [wa.migrateNumber] },
  { subsvc: 'HandoverTemplate', items: [extra.handoverTemplate] },
  { subsvc: 'WebhookConfig', items: [wa.webhookConfig] },
  { subsvc: 'Reports', items: [wa.reports, rcs.campaignReports] },
  { subsvc: 'CloudList', items: [wa.cloudList] },
  { subsvc: 'TransactionHistory', items: [wa.transactionHistory] },
  { subsvc: 'Builder', items: [wa.builder] },
];

export function loungeWhatsappItems(permission: PermissionProfile | null): MenuItem[] {
  return loungeGrants.filter(({ subsvc }) => hasSubPermission(permission, subsvc)).flatMap(({ items }) => items);
}
