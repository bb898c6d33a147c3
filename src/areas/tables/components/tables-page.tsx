import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { cn } from '@/ui/cn';
import { useTableAccess } from './use-table-access';
import { PageFrame } from '@/shell/page/page-frame';

const TABS = [
  { path: '/tables/contact-lists', key: 'contact_lists', rcs: false },
  { path: '/tables/opt-outs', key: 'opt_outs', rcs: false },
  { path: '/tables/exclusion-groups', key: 'exclusion_groups', rcs: true },
  { path: '/tables/engaged-users', key: 'engaged_users', rcs: false },
] as const;

/** A tables page: the page frame with the links between the four lists above its title. */
export function TablesPage({ titleId, title, intro, children }: { titleId: string; title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { rcs } = useTableAccess();
  return (
    <PageFrame
      titleId={titleId}
      title={title}
      lead={intro}
      above={
        <nav aria-label={t('tables.nav_label')}>
          <ul className="flex flex-wrap gap-1 border-b">
            {TABS.filter((tab) => rcs || !tab.rcs).map((tab) => (
              <li key={tab.path}>
                <NavLink
                  to={tab.path}
                  className={({ isActive }) =>
                    cn('inline-block rounded-t-md px-3 py-2 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring', isActive ? 'border-b-2 border-primary text-foreground' : 'text-muted-foreground')
                  }
                >
                  {t(`tables.${tab.key}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      {children}
    </PageFrame>
  );
}
