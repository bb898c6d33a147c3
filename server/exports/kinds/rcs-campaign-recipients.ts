import { z } from 'zod';
import { CAMPAIGN_REPORT_COLUMNS, type CampaignReportColumn } from '@/api/contracts/campaign-export';
import { recipientStatus } from '@/api/contracts/campaigns';
import { RCS_CAMPAIGN_REPORT_PAGE } from '@/api/contracts/rcs-campaigns';
import { notFound } from '../../http/api-error';
import { campaignCaller } from '../../messaging/campaigns/campaign-access';
import { readCounters } from '../../messaging/campaigns/recipient-moves';
import { recipientsPage } from '../../messaging/campaigns/report-repo';
import { findRcsCampaign } from '../../messaging/rcs-campaigns/rcs-campaign-rows';
import { campaignReportLayout } from '../campaign-report-cells';
import type { ExportKind } from '../export-kind';

/** An RCS campaign's recipients (the RCS campaign report), all or of one status: the same rows and columns as WhatsApp's. */
export const rcsCampaignRecipientsExport: ExportKind = {
  kind: 'rcs_campaign_recipients',
  pageName: RCS_CAMPAIGN_REPORT_PAGE,
  sections: { All: CAMPAIGN_REPORT_COLUMNS },
  filter: z.object({ campaignId: z.uuid(), status: recipientStatus.optional() }),
  async authorize(db, auth) {
    await campaignCaller(db, auth, 'report', 'rcs');
  },
  async prepare(db, auth, filter) {
    const campaign = await findRcsCampaign(db, auth.esme, filter.campaignId ?? '');
    if (!campaign) throw notFound('No such campaign.');
    const counts = (await readCounters(db, [campaign.id])).get(campaign.id) ?? {};
    const status = filter.status;
    const rowsTotal = status ? (counts[status] ?? 0) : Object.values(counts).reduce((sum, count) => sum + count, 0);
    const stored: Record<string, string> = status ? { status } : {};
    return { rowsTotal, subject: campaign.name, filter: stored, campaignId: campaign.id };
  },
  async source(db, job) {
    const campaign = job.campaign_id ? await findRcsCampaign(db, job.esme, job.campaign_id) : undefined;
    if (!campaign) throw new Error('The campaign no longer exists.');
    const layout = campaignReportLayout(job.columns as CampaignReportColumn[], Object.keys(campaign.variable_mapping));
    const status = recipientStatus.optional().parse(job.filter.status);
    return {
      header: layout.header,
      async batch(after, limit) {
        const page = await recipientsPage(db, campaign, { status, after: Number(after ?? 0), limit });
        return { rows: page.rows.map(layout.cells), next: page.next === null ? null : String(page.next) };
      },
    };
  },
};
