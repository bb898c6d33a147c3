import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/api/react';
import { Card } from '@/ui/card';

/** The frame of every sign-in screen: logo, header, then the screen's own content. */
export function SignInCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const config = useConfig();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
      <Card className="w-full max-w-sm gap-6 p-8 shadow-md">
        <div className="flex flex-col items-center gap-3 text-center">
          <img src={config.logo} alt={config.brand} className="h-10 w-auto" />
          <h1 id={titleId} className="text-xl font-semibold">
            {t('login.header')}
          </h1>
        </div>
        {children}
      </Card>
    </main>
  );
}
