import { DOWNLOAD_PAGES } from '@/api/contracts/downloads';
import { transactionsQuery } from '@/api/contracts/transactions';
import { chargesInRange } from '../../billing/transactions-repo';
import en from '../../../public/assets/i18n/en.json';
import { instantCell, wordCell } from '../cell';
import { pickColumns, type ExportKind } from '../export-kind';
import { admitCaller } from '../../platform/http/admit';
import { routeRules } from '../../platform/access/route-rules';

interface ChargeRow {
  provider_message_id: string;
  charged_at: Date;
  category: string;
  country: string;
  sender_id: string;
  campaign_name: string | null;
  pricing_model: string;
  amount: string;
  currency: string;
}

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

/** The country as the transaction history names it in English (`ZZ`: no country). */
function countryName(code: string): string {
  if (code === 'ZZ') return en.waBilling.unknown_country;
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}

const COLUMNS = {
  chargedAt: { header: 'Charged at', cell: (row: ChargeRow) => instantCell(row.charged_at) },
  category: { header: 'Category', cell: (row: ChargeRow) => wordCell(en.waBilling.category, row.category) },
  country: { header: 'Country', cell: (row: ChargeRow) => countryName(row.country) },
  sender: { header: 'Sender number', cell: (row: ChargeRow) => row.sender_id },
  campaign: { header: 'Campaign', cell: (row: ChargeRow) => row.campaign_name },
  pricingModel: { header: 'Pricing model', cell: (row: ChargeRow) => row.pricing_model },
  amount: { header: 'Amount', cell: (row: ChargeRow) => Number(row.amount) },
  currency: { header: 'Currency', cell: (row: ChargeRow) => row.currency },
  messageId: { header: 'Message id', cell: (row: ChargeRow) => row.provider_message_id },
};

/** Every charge of the page's range and sender, one row per billable message, by message id. */
export const transactionHistoryExport: ExportKind = {
  kind: 'whatsapp_transactions',
  pageName: DOWNLOAD_PAGES.transactionHistory,
  sections: { All: Object.keys(COLUMNS) },
  filter: transactionsQuery,
  async authorize(db, auth) {
    await admitCaller(db, routeRules.whatsappCampaigns.report, auth);
  },
  async prepare(db, auth, filter) {
    const [count] = await db.query<{ total: number }>(`select count(*)::integer as total from billing_charges b where ${chargesInRange('b')}`, [auth.esme, filter.from, filter.to, filter.senderId ?? null]);
    return { rowsTotal: count?.total ?? 0, subject: `transactions-${filter.from}-${filter.to}`, filter, campaignId: null };
  },
  source(db, job) {
    const layout = pickColumns(COLUMNS, job.columns);
    return Promise.resolve({
      header: layout.header,
      async batch(after, limit) {
        const rows = await db.query<ChargeRow>(
          `select b.provider_message_id, b.charged_at, b.category, b.country, b.sender_id, c.name as campaign_name, b.pricing_model, b.amount::text, b.currency
             from billing_charges b left join campaigns c on c.id = b.campaign_id
            where ${chargesInRange('b')} and b.provider_message_id > $5
            order by b.provider_message_id limit $6`,
          [job.esme, job.filter.from, job.filter.to, job.filter.senderId ?? null, after ?? '', limit],
        );
        return { rows: rows.map(layout.cells), next: rows.length === limit ? (rows.at(-1)?.provider_message_id ?? null) : null };
      },
    });
  },
};
