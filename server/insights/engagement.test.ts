import { describe, expect, it } from 'vitest';
import { costsOf, engagementOf } from './engagement';
import type { CampaignInfo, CampaignSums } from './insights-queries';

const campaign = (id: string, name: string, template: string | null): CampaignInfo => ({
  id,
  name,
  channel: 'whatsapp',
  sender_id: 's1',
  sender_label: '+971 50 000 0001',
  template_sno: template,
  template_label: template ? `template ${template}` : null,
  category: 'MARKETING',
});
const sums = (delivered: number, clicks: number, clicked: number): CampaignSums => ({ sent: delivered, delivered, read: 0, failed: 0, clicks, clicked });

describe('costsOf', () => {
  it('adds the charges up by category and by country, costliest first, and divides by what WhatsApp delivered', () => {
    const costs = costsOf(
      [
        { campaignId: 'a', category: 'marketing', country: 'IN', messages: 3, amount: 0.0354 },
        { campaignId: 'b', category: 'utility', country: 'IN', messages: 10, amount: 0.014 },
        { campaignId: 'a', category: 'marketing', country: 'US', messages: 1, amount: 0.025 },
      ],
      20,
    );
    expect(costs).toEqual({
      currency: 'USD',
      messages: 14,
      amount: 0.0744,
      costPerDelivery: 0.00372,
      categories: [
        { category: 'marketing', messages: 4, amount: 0.0604 },
        { category: 'utility', messages: 10, amount: 0.014 },
      ],
      countries: [
        { country: 'IN', messages: 13, amount: 0.0494 },
        { country: 'US', messages: 1, amount: 0.025 },
      ],
    });
  });

  it('has no cost per delivery when nothing was delivered', () => {
    expect(costsOf([], 0)).toMatchObject({ messages: 0, amount: 0, costPerDelivery: null, categories: [], countries: [] });
  });
});

describe('engagementOf', () => {
  it('rates clicked messages against delivered ones and prices each click, per campaign and per template', () => {
    const campaigns = [campaign('a', 'Spring', '7'), campaign('b', 'Summer', '7'), campaign('c', 'Quiet', null)];
    const perCampaign = new Map([
      ['a', sums(10, 6, 4)],
      ['b', sums(10, 0, 0)],
    ]);
    const costs = [
      { campaignId: 'a', category: 'marketing', country: 'IN', messages: 10, amount: 0.118 },
      { campaignId: 'b', category: 'marketing', country: 'IN', messages: 10, amount: 0.118 },
    ];
    const { campaigns: byCampaign, templates } = engagementOf(campaigns, perCampaign, costs);
    expect(byCampaign).toEqual([
      { key: 'a', label: 'Spring', delivered: 10, clicks: 6, clicked: 4, clickRate: 0.4, amount: 0.118, costPerClick: 0.019667 },
      { key: 'b', label: 'Summer', delivered: 10, clicks: 0, clicked: 0, clickRate: 0, amount: 0.118, costPerClick: null },
    ]);
    expect(templates).toEqual([{ key: '7', label: 'template 7', delivered: 20, clicks: 6, clicked: 4, clickRate: 0.2, amount: 0.236, costPerClick: 0.039333 }]);
  });
});
