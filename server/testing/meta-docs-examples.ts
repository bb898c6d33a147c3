/**
 * Webhook bodies Meta's OpenAPI file does not describe (docs/decisions.md "Meta's OpenAPI file"), as Meta's
 * developer documentation publishes them: the reference page's syntax with its own "Example value" for each
 * placeholder, quoted with the page's address. Keys the page marks "only included if …" are listed apart.
 */
export interface DocumentedExample {
  url: string;
  body: unknown;
  /** Keys (dotted from `entry.changes.value`) the page includes only in some cases. */
  sometimes: string[];
}

export const templateStatusUpdate: DocumentedExample = {
  url: 'https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/message_template_status_update/',
  body: {
    entry: [
      {
        id: '102290129340398',
        time: 1739321024,
        changes: [
          {
            value: {
              event: 'APPROVED',
              message_template_id: 1689556908129832,
              message_template_name: 'order_confirmation',
              message_template_language: 'en-US',
              reason: 'INVALID_FORMAT',
              message_template_category: 'MARKETING',
              disable_info: { disable_date: 1751234563 },
              other_info: { title: 'FIRST_PAUSE', description: 'Your WhatsApp message template has been unpaused.' },
              rejection_info: { reason: '<REASON_INFO>', recommendation: '<RECOMMENDATION_INFO>' },
            },
            field: 'message_template_status_update',
          },
        ],
      },
    ],
    object: 'whatsapp_business_account',
  },
  sometimes: ['disable_info', 'other_info', 'rejection_info'],
};

/** The page's own "Example" body. */
export const templateQualityUpdate: DocumentedExample = {
  url: 'https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/message_template_quality_update/',
  body: {
    entry: [
      {
        id: '102290129340398',
        time: 1674864290,
        changes: [
          {
            value: {
              previous_quality_score: 'GREEN',
              new_quality_score: 'YELLOW',
              message_template_id: 806312974732579,
              message_template_name: 'welcome_template',
              message_template_language: 'en-US',
            },
            field: 'message_template_quality_update',
          },
        ],
      },
    ],
    object: 'whatsapp_business_account',
  },
  sometimes: [],
};

/**
 * The page's own "Example" body (a throughput upgrade). Its syntax also shows `old_limit` ("only included for
 * messaging limit changes") and `max_daily_conversations_per_business`, which replaces `current_limit` from
 * February 2026; the example carries neither.
 */
export const phoneNumberQualityUpdate: DocumentedExample = {
  url: 'https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/reference/phone_number_quality_update',
  body: {
    entry: [
      {
        id: '102290129340398',
        time: 1748454394,
        changes: [{ value: { display_phone_number: '15550783881', event: 'THROUGHPUT_UPGRADE', current_limit: 'TIER_UNLIMITED' }, field: 'phone_number_quality_update' }],
      },
    ],
    object: 'whatsapp_business_account',
  },
  sometimes: ['old_limit', 'max_daily_conversations_per_business'],
};

/**
 * `account_update` with `MM_LITE_TERMS_SIGNED`, as Meta's Marketing Messages onboarding page ("Receive MM API for
 * WhatsApp Terms of Service signed webhook (preferred)") shows it. The page gives placeholders only
 * (`<SOLUTION_PROVIDER_BUSINESS_ID>`, `<WEBHOOK_TIMESTAMP>`, `<BUSINESS_PORTFOLIO_ID>`, `<WABA_ID>`): they are filled
 * with ids of the shape Meta's other pages use and a Unix time, as every webhook's `time` is. The entry's id is
 * the solution provider's business, not the WABA: the WABA is named in `waba_info` only.
 * (A copy of the page records its address as `…/marketing-messages/measure-conversion`; its own links name `…/onboarding`.)
 */
export const mmLiteTermsSigned: DocumentedExample = {
  url: 'https://developers.facebook.com/documentation/business-messaging/whatsapp/marketing-messages/onboarding',
  body: {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '104996122399160',
        time: 1757340000,
        changes: [{ field: 'account_update', value: { event: 'MM_LITE_TERMS_SIGNED', waba_info: { owner_business_id: '506914307656634', waba_id: '102290129340398' } } }],
      },
    ],
  },
  sometimes: [],
};

/**
 * `GET debug_token` on a token from embedded sign-up, as Meta's Tech Provider page "Manage accounts" shows its
 * answer (its comment on the first target id, "ID of newest WABA …", left out: JSON has no comments).
 */
export const debugToken: DocumentedExample = {
  url: 'https://developers.facebook.com/documentation/business-messaging/whatsapp/solution-providers/manage-accounts',
  body: {
    data: {
      app_id: '670843887433847',
      application: 'JaspersMarket',
      data_access_expires_at: 1672092840,
      expires_at: 1665090000,
      granular_scopes: [
        { scope: 'whatsapp_business_management', target_ids: ['102289599326934', '101569239400667'] },
        { scope: 'whatsapp_business_messaging', target_ids: ['102289599326934', '101569239400667'] },
      ],
      is_valid: true,
      scopes: ['whatsapp_business_management', 'whatsapp_business_messaging', 'public_profile'],
      type: 'USER',
      user_id: '10222270944537964',
    },
  },
  sometimes: [],
};

const kind = (value: unknown) => (Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : value === null ? 'null' : typeof value);

/**
 * Where `actual` departs from the documented example's shape: a key it lacks (unless `sometimes`), a key the
 * page does not name, or a value of another JSON type (an integer id sent as a string is Meta's 64-bit trap).
 */
export function shapeProblems(example: DocumentedExample, actual: unknown): string[] {
  const problems: string[] = [];
  const walk = (documented: unknown, seen: unknown, path: string) => {
    if (kind(documented) !== kind(seen)) {
      problems.push(`${path || 'body'}: ${kind(seen)} where the page shows ${kind(documented)}`);
      return;
    }
    if (Array.isArray(documented) && Array.isArray(seen)) {
      seen.forEach((item, index) => walk(documented[0], item, `${path}[${index}]`));
      return;
    }
    if (kind(documented) !== 'object') return;
    const shown = documented as Record<string, unknown>;
    const sent = seen as Record<string, unknown>;
    for (const key of Object.keys(shown)) {
      if (key in sent) walk(shown[key], sent[key], path ? `${path}.${key}` : key);
      else if (!example.sometimes.includes(key)) problems.push(`${path ? `${path}.` : ''}${key}: missing`);
    }
    for (const key of Object.keys(sent)) if (!(key in shown)) problems.push(`${path ? `${path}.` : ''}${key}: not on the page`);
  };
  walk(example.body, actual, '');
  return problems;
}
