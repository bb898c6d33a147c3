import type { ExportKind } from './export-kind';
import { campaignRecipientsExport } from './kinds/campaign-recipients';
import { chatReportExport } from './kinds/chat-report';
import { rcsCampaignRecipientsExport } from './kinds/rcs-campaign-recipients';
import { tablesContactListExport } from './kinds/tables-contact-list';
import { tablesEngagedUsersExport } from './kinds/tables-engaged-users';
import { tablesOptOutsExport } from './kinds/tables-opt-outs';
import { transactionHistoryExport } from './kinds/transaction-history';
import { usersExport } from './kinds/users';
import { whatsappTemplatesExport } from './kinds/whatsapp-templates';

const TABLE_EXPORTS = [tablesOptOutsExport, tablesEngagedUsersExport, tablesContactListExport];

/** Every downloadable page; a new export adds its kind here and nothing else in the machinery. */
export const EXPORT_KINDS: readonly ExportKind[] = [campaignRecipientsExport, rcsCampaignRecipientsExport, chatReportExport, usersExport, whatsappTemplatesExport, transactionHistoryExport, ...TABLE_EXPORTS];

export const kindOfPage = (pageName: string): ExportKind | undefined => EXPORT_KINDS.find((kind) => kind.pageName === pageName);
export const kindNamed = (name: string): ExportKind | undefined => EXPORT_KINDS.find((kind) => kind.kind === name);
