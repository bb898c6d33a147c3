import { z } from 'zod';
import { CAMPAIGN_REPORT_COLUMNS, CAMPAIGN_REPORT_PAGE, type CampaignReportColumn } from '@/api/contracts/campaign-export';
import { recipientStatus } from '@/api/contracts/campaigns';
import type { TemplateContent } from '@/api/contracts/whatsapp-template';
import type { Queryable } from '../../platform/db/db';
import { notFound } from '../../platform/api-error';
import type { CampaignRow } from '../../messaging/campaigns/campaign-rows';
import { findCampaign } from '../../messaging/campaigns/campaigns-repo';
import { readCounters } from '../../messaging/campaigns/recipient-moves';
import { recipientsPage } from '../../messaging/campaigns/report-repo';
import { templateVariableKeys } from '@/api/contracts/template-variables';
import { campaignReportCsv } from '../campaign-report-csv';
import { campaignReportLayout } from '../campaign-report-cells';
import type { ExportKind } from '../export-kind';
import type { ExportJobRow } from '../export-jobs-repo';
import { admitCaller } from '../../platform/http/admit';
import { routeRules } from '../../platform/access/route-rules';

/** The campaign's variables in the template's order (jsonb keeps keys in its own order, not the user's). */
async function variableNamesOf(q: Queryable, campaign: CampaignRow): Promise<string[]> {
  const [template] = await q.query<Pick<TemplateContent, 'components' | 'parameter_format'>>('select components, parameter_format from whatsapp_templates where sno = $1', [campaign.template_sno]);
  const mapped = Object.keys(campaign.variable_mapping);
  const ordered = (template ? templateVariableKeys(template) : []).filter((name) => mapped.includes(name));
  return [...ordered, ...mapped.filter((name) => !ordered.includes(name))];
}

/** The job's campaign, the header and cells of its chosen columns, and its status filter. */
async function jobLayout(db: Queryable, job: ExportJobRow) {
  const campaign = job.campaign_id ? await findCampaign(db, job.esme, job.campaign_id) : undefined;
  if (!campaign) throw new Error('The campaign no longer exists.');
  const variableNames = await variableNamesOf(db, campaign);
  const layout = campaignReportLayout(job.columns as CampaignReportColumn[], variableNames);
  return { campaign, layout, variableNames, status: recipientStatus.optional().parse(job.filter.status) };
}

/** A WhatsApp campaign's recipients (the campaign report), all or of one status, through the report's own query. */
export const campaignRecipientsExport: ExportKind = {
  kind: 'whatsapp_campaign_recipients',
  pageName: CAMPAIGN_REPORT_PAGE,
  sections: { All: CAMPAIGN_REPORT_COLUMNS },
  filter: z.object({ campaignId: z.uuid(), status: recipientStatus.optional() }),
  async authorize(db, auth) {
    await admitCaller(db, routeRules.whatsappCampaigns.report, auth);
  },
  async prepare(db, auth, filter) {
    const campaign = await findCampaign(db, auth.esme, filter.campaignId ?? '');
    if (!campaign) throw notFound('No such campaign.');
    const counts = (await readCounters(db, [campaign.id])).get(campaign.id) ?? {};
    const status = filter.status;
    const stored: Record<string, string> = status ? { status } : {};
    const rowsTotal = status ? (counts[status] ?? 0) : Object.values(counts).reduce((sum, count) => sum + count, 0);
    return { rowsTotal, subject: campaign.name, filter: stored, campaignId: campaign.id };
  },
  async source(db, job) {
    const { campaign, layout, status } = await jobLayout(db, job);
    return {
      header: layout.header,
      async batch(after, limit) {
        const page = await recipientsPage(db, campaign, { status, after: Number(after ?? 0), limit });
        return { rows: page.rows.map(layout.cells), next: page.next === null ? null : String(page.next) };
      },
    };
  },
  async csvSource(db, job) {
    const { campaign, layout, status, variableNames } = await jobLayout(db, job);
    return { header: layout.header, batch: campaignReportCsv(campaign, job.columns as CampaignReportColumn[], variableNames, status) };
  },
};
