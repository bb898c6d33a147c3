import type { InsightsCosts, InsightsEngagementRow } from '@/api/contracts/insights';
import { RATE_CARD_CURRENCY } from '@/api/rules/rate-card';
import type { CostRow } from './cost-queries';
import type { CampaignInfo, CampaignSums } from './insights-queries';

/** Money to the rate card's precision (six decimals), so sums of many prices do not show float noise. */
const money = (value: number) => Math.round(value * 1_000_000) / 1_000_000;
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The period's charges by category and by country, and the cost over what WhatsApp delivered. */
export function costsOf(rows: readonly CostRow[], whatsappDelivered: number): InsightsCosts {
  const group = (keyOf: (row: CostRow) => string) => {
    const groups = new Map<string, { messages: number; amount: number }>();
    for (const row of rows) {
      const sum = groups.get(keyOf(row)) ?? { messages: 0, amount: 0 };
      groups.set(keyOf(row), { messages: sum.messages + row.messages, amount: sum.amount + row.amount });
    }
    return [...groups].map(([key, sum]) => ({ key, messages: sum.messages, amount: money(sum.amount) })).sort((a, b) => b.amount - a.amount || b.messages - a.messages || a.key.localeCompare(b.key));
  };
  const amount = rows.reduce((total, row) => total + row.amount, 0);
  const perDelivery = ratio(amount, whatsappDelivered);
  return {
    currency: RATE_CARD_CURRENCY,
    messages: rows.reduce((total, row) => total + row.messages, 0),
    amount: money(amount),
    costPerDelivery: perDelivery === null ? null : money(perDelivery),
    categories: group((row) => row.category).map(({ key, ...sum }) => ({ category: key, ...sum })),
    countries: group((row) => row.country).map(({ key, ...sum }) => ({ country: key, ...sum })),
  };
}

/** Clicks, click rate and cost per click of each campaign and template with a delivery, a click or a charge. */
export function engagementOf(campaigns: readonly CampaignInfo[], perCampaign: ReadonlyMap<string, CampaignSums>, costs: readonly CostRow[]) {
  const spent = new Map<string, number>();
  for (const row of costs) spent.set(row.campaignId, (spent.get(row.campaignId) ?? 0) + row.amount);
  type Sum = { key: string; label: string; delivered: number; clicks: number; clicked: number; amount: number };
  const byCampaign = new Map<string, Sum>();
  const byTemplate = new Map<string, Sum>();
  const add = (group: Map<string, Sum>, key: string, label: string, part: Omit<Sum, 'key' | 'label'>) => {
    const sum = group.get(key) ?? { key, label, delivered: 0, clicks: 0, clicked: 0, amount: 0 };
    group.set(key, { ...sum, delivered: sum.delivered + part.delivered, clicks: sum.clicks + part.clicks, clicked: sum.clicked + part.clicked, amount: sum.amount + part.amount });
  };
  for (const campaign of campaigns) {
    const sums = perCampaign.get(campaign.id);
    const part = { delivered: sums?.delivered ?? 0, clicks: sums?.clicks ?? 0, clicked: sums?.clicked ?? 0, amount: spent.get(campaign.id) ?? 0 };
    if (!part.delivered && !part.clicks && !part.amount) continue;
    add(byCampaign, campaign.id, campaign.name, part);
    if (campaign.template_sno) add(byTemplate, campaign.template_sno, campaign.template_label ?? campaign.template_sno, part);
  }
  const rows = (group: Map<string, Sum>): InsightsEngagementRow[] =>
    [...group.values()]
      .map((sum) => {
        const perClick = ratio(sum.amount, sum.clicks);
        return { ...sum, amount: money(sum.amount), clickRate: ratio(Math.min(sum.clicked, sum.delivered), sum.delivered), costPerClick: perClick === null ? null : money(perClick) };
      })
      .sort((a, b) => b.clicks - a.clicks || b.delivered - a.delivered || a.label.localeCompare(b.label));
  return { campaigns: rows(byCampaign), templates: rows(byTemplate) };
}
