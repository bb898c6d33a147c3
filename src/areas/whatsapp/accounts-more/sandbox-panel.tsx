import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { Card } from '@/ui/card';

/** A labelled SANDBOX region: what a stand-in for an outside party (a phone, a mail service) received. */
export function SandboxPanel({ titleId, title, intro, children }: { titleId: string; title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card className="grid gap-3 border-dashed p-4" role="region" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center gap-2">
        <FlaskConical className="size-4 text-warning" aria-hidden />
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        <Badge variant="warning">{t('waAccountsMore.sandbox_badge')}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{intro}</p>
      {children}
    </Card>
  );
}
