import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { HELP_ARTICLES, searchArticles } from './help-articles';

/** The articles in the reader's language, filtered as they type, each opening in place. */
export function HelpArticlesSection() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () => HELP_ARTICLES.map((article) => ({ ...article, title: t(`helpCenter.articles.${article.id}.title`), body: t(`helpCenter.articles.${article.id}.body`) })),
    [t],
  );
  const found = searchArticles(shown, query.trim(), i18n.language);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('helpCenter.articles_heading')}
      </h2>
      <FormField label={t('helpCenter.search_label')} className="max-w-md">
        <Input type="search" value={query} placeholder={t('helpCenter.search_placeholder')} onChange={(event) => setQuery(event.target.value)} />
      </FormField>
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {t('helpCenter.results', { count: found.length })}
      </p>
      {found.length === 0 ? (
        <p className="text-sm">{t('helpCenter.no_results', { query: query.trim() })}</p>
      ) : (
        <Accordion.Root type="multiple" className="divide-y rounded-md border bg-surface">
          {found.map((article) => (
            <Accordion.Item key={article.id} value={article.id}>
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-3 px-4 py-3 text-start text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring/40">
                    <span className="flex min-w-0 flex-wrap items-center gap-2">
                      {article.title}
                      <Badge variant="neutral">{t(`helpCenter.areas.${article.area}`)}</Badge>
                    </span>
                    <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="px-4 pb-4 text-sm leading-relaxed text-muted-foreground">{article.body}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </section>
  );
}
