/**
 * Per-message prices in US dollars by conversation category and recipient market, the shape of
 * Meta's per-message rate card (pricing model PMP). The figures are the sandbox's illustrative card,
 * close to Meta's published rates for these markets; a deployment sets its own contract's card here.
 * Service messages (answers inside the customer service window) are free.
 */
export const RATE_CARD_CURRENCY = 'USD';

type Priced = 'marketing' | 'utility' | 'authentication';

const MARKETS: Record<string, Record<Priced, number>> = {
  IN: { marketing: 0.0118, utility: 0.0014, authentication: 0.0014 },
  US: { marketing: 0.025, utility: 0.004, authentication: 0.0135 },
  GB: { marketing: 0.0529, utility: 0.022, authentication: 0.0358 },
  BR: { marketing: 0.0625, utility: 0.008, authentication: 0.0315 },
  ID: { marketing: 0.0411, utility: 0.025, authentication: 0.025 },
  AE: { marketing: 0.0384, utility: 0.0157, authentication: 0.0178 },
};
const REST_OF_WORLD: Record<Priced, number> = { marketing: 0.0604, utility: 0.0077, authentication: 0.0224 };

const isPriced = (category: string): category is Priced => category === 'marketing' || category === 'utility' || category === 'authentication';

/** The price of one message of `category` to a number of `country`; 0 for service and unknown categories. */
export function messagePrice(category: string, country: string): number {
  const key = category.toLowerCase();
  if (!isPriced(key)) return 0;
  return (MARKETS[country] ?? REST_OF_WORLD)[key];
}

/** Recipients of one market, as an audience is counted for an estimate (`ZZ`: no country). */
export interface MarketCount {
  country: string;
  recipients: number;
}

export interface CostEstimate {
  currency: string;
  /** Every recipient charged once at the rate card's price for the template's category and their country. */
  amount: number;
}

/**
 * What sending a template of `category` to these recipients should cost: one billable message each,
 * priced as the charges will be (`messagePrice`). An estimate: a message that fails is not charged.
 * @example estimateCost('MARKETING', [{ country: 'IN', recipients: 1000 }]) // { currency: 'USD', amount: 11.8 }
 */
export function estimateCost(category: string, markets: readonly MarketCount[]): CostEstimate {
  const amount = markets.reduce((sum, market) => sum + messagePrice(category, market.country) * market.recipients, 0);
  return { currency: RATE_CARD_CURRENCY, amount: Math.round(amount * 1e6) / 1e6 };
}
