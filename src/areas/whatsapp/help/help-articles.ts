import type { HelpArea } from '@/api/contracts/support-requests';

/** One help article: its texts are `helpCenter.articles.<id>.title` and `.body` in every language. */
export interface HelpArticle {
  id: string;
  area: HelpArea;
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  { id: 'send_campaign', area: 'campaigns' },
  { id: 'maker_checker', area: 'campaigns' },
  { id: 'scheduled', area: 'campaigns' },
  { id: 'templates_review', area: 'templates' },
  { id: 'webhooks', area: 'webhooks' },
  { id: 'rcs_fallback', area: 'rcs' },
  { id: 'download_center', area: 'downloads' },
  { id: 'chatbot_canvas', area: 'chatbot' },
  { id: 'users_roles', area: 'users' },
  { id: 'transactions', area: 'billing' },
];

export interface ShownArticle extends HelpArticle {
  title: string;
  body: string;
}

/**
 * The articles whose title or body (in the reader's language) holds every word of the query, in
 * any case; an empty query keeps them all.
 */
export function searchArticles(articles: readonly ShownArticle[], query: string, locale?: string): ShownArticle[] {
  const words = query.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const text = `${article.title}\n${article.body}`.toLocaleLowerCase(locale);
    return words.every((word) => text.includes(word));
  });
}
