import type { RcsTemplateContentInput } from '@/api/contracts/rcs-template';
import type { Db } from '../platform/db/db';

const SEEDED_KEY = 'demo_rcs_seeded_at';

interface DemoRcsAccount {
  esme: number;
  agents: { id: string; name: string; description: string; color: string }[];
  smsSenderId: string;
}

/** Every demo account whose services open RCS (2, or 4): two RBM agents and one SMS header each. */
export const demoRcsAccounts: DemoRcsAccount[] = [
  {
    esme: 1000,
    agents: [
      { id: 'pulse_ops_agent', name: 'Pulse Operations', description: 'Service updates from Pulse', color: '#0a5fff' },
      { id: 'pulse_alerts_agent', name: 'Pulse Alerts', description: 'Account alerts', color: '#c2410c' },
    ],
    smsSenderId: 'PULSEO',
  },
  {
    esme: 1001,
    agents: [
      { id: 'acme_retail_agent', name: 'Acme Retail', description: 'Offers and orders from Acme', color: '#b91c1c' },
      { id: 'acme_care_agent', name: 'Acme Care', description: 'Acme customer care', color: '#047857' },
    ],
    smsSenderId: 'ACMERT',
  },
  {
    esme: 1003,
    agents: [
      { id: 'umbrella_bots_agent', name: 'Umbrella Bots', description: 'Umbrella assistant', color: '#6d28d9' },
      { id: 'umbrella_news_agent', name: 'Umbrella News', description: 'News from Umbrella', color: '#0e7490' },
    ],
    smsSenderId: 'UMBRLA',
  },
  {
    esme: 9001,
    agents: [
      { id: 'sandbox_agent', name: 'Sandbox Agent', description: 'The sandbox RBM agent', color: '#1a73e8' },
      { id: 'sandbox_promo_agent', name: 'Sandbox Promotions', description: 'Sandbox offers', color: '#be185d' },
    ],
    smsSenderId: 'SANDBX',
  },
];

/** Two templates per agent, so campaigns can be made at once: a text and a rich card. */
export function demoRcsTemplates(agentName: string): RcsTemplateContentInput[] {
  return [
    {
      type: 'text_message',
      name: 'welcome_text',
      text: `Hello {{1}}, thanks for choosing ${agentName}. Reply HELP at any time.`,
      suggestions: [{ type: 'reply', text: 'Help', postbackData: 'help' }],
      smsFallbackText: `Hello {{1}}, thanks for choosing ${agentName}.`,
    },
    {
      type: 'rich_card',
      name: 'weekend_offer',
      orientation: 'Vertical',
      card: {
        title: 'Weekend offer',
        description: 'Twenty percent off everything until Sunday, {{1}}.',
        media: { url: 'https://picsum.photos/seed/pulse-offer/1440/720', height: 'MEDIUM' },
        suggestions: [
          { type: 'url_action', text: 'Shop now', postbackData: 'shop_now', url: 'https://shop.example.com/offer' },
          { type: 'reply', text: 'Not interested', postbackData: 'not_interested' },
        ],
      },
      suggestions: [],
      smsFallbackText: 'Twenty percent off everything until Sunday: https://shop.example.com/offer',
    },
  ];
}

/** Seeds the demo RCS agents, SMS headers and templates once (own marker, so older databases get them too). */
export async function seedDemoRcs(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query('insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing returning key', [SEEDED_KEY, now.toISOString()]);
    if (!claimed.length) return false;
    for (const demo of demoRcsAccounts) {
      const [account] = await tx.query('select 1 from accounts where esme = $1', [demo.esme]);
      if (!account) continue;
      await tx.query('insert into sms_sender_ids (esme, id, created_on) values ($1, $2, $3)', [demo.esme, demo.smsSenderId, now]);
      for (const agent of demo.agents) {
        await tx.query('insert into rcs_senders (id, esme, name, description, color, created_on) values ($1, $2, $3, $4, $5, $6)', [
          agent.id,
          demo.esme,
          agent.name,
          agent.description,
          agent.color,
          now,
        ]);
        for (const template of demoRcsTemplates(agent.name)) {
          await tx.query(
            `insert into rcs_templates (esme, sender_id, name, language, type, content, created_by, created_on, updated_on)
             values ($1, $2, $3, 'en', $4, $5::jsonb, 'demo', $6, $6)`,
            [demo.esme, agent.id, template.name, template.type, JSON.stringify(template), now],
          );
        }
      }
    }
    return true;
  });
}
