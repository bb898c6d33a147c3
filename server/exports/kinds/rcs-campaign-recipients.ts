import { z } from 'zod';
import { recipientStatus } from '@/api/contracts/campaigns';
import { RCS_CAMPAIGN_REPORT_COLUMNS, RCS_CAMPAIGN_REPORT_PAGE, type RcsCampaignReportColumn } from '@/api/contracts/rcs-campaigns';
import { notFound } from '../../platform/api-error';
import { readCounters } from '../../messaging/campaigns/recipient-moves';
import { findRcsCampaign } from '../../messaging/rcs-campaigns/rcs-campaign-rows';
import { rcsRecipientSources } from '../../messaging/rcs-campaigns/rcs-report-repo';
import type { ExportKind } from '../export-kind';
import { rcsReportLayout } from '../rcs-report-cells';
import { admitCaller } from '../../platform/http/admit';
import { routeRules } from '../../platform/access/route-rules';

/** An RCS campaign's recipients (the RCS campaign report), all or of one status: the report's rows, reasons as its sentences. */
export const rcsCampaignRecipientsExport: ExportKind = {
  kind: 'rcs_campaign_recipients',
  pageName: RCS_CAMPAIGN_REPORT_PAGE,
  sections: { All: RCS_CAMPAIGN_REPORT_COLUMNS },
  filter: z.object({ campaignId: z.uuid(), status: recipientStatus.optional() }),
  async authorize(db, auth) {
    await admitCaller(db, routeRules.rcsCampaigns.report, auth);
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
    const layout = rcsReportLayout(job.columns as RcsCampaignReportColumn[], campaign.variable_mapping, campaign.sms_sender_id !== null);
    const status = recipientStatus.optional().parse(job.filter.status);
    return {
      header: layout.header,
      async batch(after, limit) {
        const rows = await rcsRecipientSources(db, campaign.id, { status, after: Number(after ?? 0), limit });
        const page = rows.slice(0, limit);
        return { rows: page.map(layout.cells), next: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
      },
    };
  },
};
