/** Test-only: when the fixtures below were made. */
export const STAMP = '2026-03-01T10:00:00.000Z';

/** Test-only: our server's answers for the RCS campaign form: one agent (`senderId`), one text template without variables, no exclusion groups; `smsSenderIds` as given. */
export function rcsFormAnswers({ senderId = 'acme_retail_agent', smsSenderIds = [] as string[] } = {}): Record<string, unknown> {
  return {
    '/api/campaign/getSenderIds': { senderIds: [{ senderId, name: 'Acme Retail', description: 'Offers', color: '#0b57d0' }] },
    '/api/campaign/rcs/getSmsSenderIds': { smsSenderIds: smsSenderIds.map((id) => ({ senderId: id })) },
    '/api/campaign/rcs/groups/getExclusionGroups': { groups: [] },
    '/api/campaign/api/rcstemplate/fetchTemplates': {
      templates: [
        {
          templateId: 1,
          senderId,
          name: 'store_hours',
          language: 'en',
          type: 'text_message',
          template: { type: 'text_message', name: 'store_hours', text: 'We are open until 9 pm today.', suggestions: [] },
          source: 'console',
          botId: null,
          createdBy: 'designer',
          createdOn: STAMP,
          updatedOn: STAMP,
        },
      ],
    },
  };
}
