import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

export interface AreaIndexPageProps {
  /** i18n key of the area's title. */
  titleKey: string;
  basePath: string;
  /** Sub-paths of spec §2; those with a `{data}` part are listed but not linked. */
  subPaths: readonly string[];
}

/**
 * Stands in for an area whose pages come with their own issue: it says so and lists the
 * area's routes, so navigation and access rules can be exercised before the pages exist.
 */
export function AreaIndexPage({ titleKey, basePath, subPaths }: AreaIndexPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="mx-auto max-w-3xl p-6" aria-labelledby="area-title">
      <h1 id="area-title" className="text-2xl font-semibold">{t(titleKey)}</h1>
      <p className="mt-2 text-sm text-muted-foreground" role="note">{t('areas.not_built')}</p>
      <p className="mt-4 text-sm">
        {t('areas.current_path')} <code className="rounded bg-muted px-1">{pathname}</code>
      </p>
      <h2 className="mt-6 text-lg font-medium">{t('areas.pages')}</h2>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {subPaths.map((sub) => (
          <li key={sub}>
            {sub.includes('{') ? (
              <span className="text-sm text-muted-foreground">{`${basePath}/${sub}`}</span>
            ) : (
              <Link className="text-sm text-primary underline-offset-4 hover:underline" to={`${basePath}/${sub}`}>
                {`${basePath}/${sub}`}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
