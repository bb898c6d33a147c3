import { useTranslation } from 'react-i18next';

/** What a closed or expired reports link shows: no figures, only how to get a new one. */
export function ExpiredView() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-3 p-6" data-testid="reports-expired">
      <h1 className="text-2xl font-semibold">{t('insights.reports_app.expired_title')}</h1>
      <p className="text-muted-foreground">{t('insights.reports_app.expired_text')}</p>
    </main>
  );
}
