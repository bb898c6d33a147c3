import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';
import { PageFrame } from '@/shell/page/page-frame';
import { useCodeInbox } from './queries/use-code-inbox';
import { useMigrations } from './queries/use-migrations';
import { useWabas } from './queries/use-wabas';
import { MigrationCard } from './migration-card';
import { SandboxPanel } from './sandbox-panel';
import { StartMigrationForm } from './start-migration-form';
import { useFormat } from '@/ui/format';

/** SANDBOX ONLY: the phone of the number being moved, where the provider's code arrives. */
function CodeInbox() {
  const { t } = useTranslation();
  const inbox = useCodeInbox();
  const format = useFormat();
  if (inbox.data === null) return null;
  return (
    <SandboxPanel titleId="code-inbox-title" title={t('waAccountsMore.migrate.inbox_title')} intro={t('waAccountsMore.migrate.inbox_intro')}>
      {inbox.data?.length ? (
        <ul className="grid gap-1" aria-live="polite">
          {inbox.data.map((message) => (
            <li key={`${message.phone}-${message.at}`} className="flex flex-wrap items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
              <span className="text-xs text-muted-foreground">{format.date(message.at, 'time')}</span>
              <span dir="ltr">{message.phone}</span>
              <span>{t(message.method === 'SMS' ? 'waAccountsMore.migrate.sms' : 'waAccountsMore.migrate.voice')}</span>
              <span>{t('waAccountsMore.migrate.inbox_code', { code: message.code })}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('waAccountsMore.migrate.inbox_empty')}
        </p>
      )}
    </SandboxPanel>
  );
}

/** migrate-whatsapp-numbers: move a number from another provider (onprimess, request_code, verfy, register; deregister). */
export function MigrateNumbersPage() {
  const { t } = useTranslation();
  const wabas = useWabas();
  const migrations = useMigrations();
  return (
    <PageFrame titleId="migrate-title" title={t('waAccountsMore.migrate.title')} lead={t('waAccountsMore.migrate.lead')}>
      {wabas.data ? <StartMigrationForm wabas={wabas.data} /> : <Spinner label={t('waAccountsMore.loading')} />}
      <section className="grid gap-3" aria-labelledby="migrations-title">
        <h2 id="migrations-title" className="text-base font-semibold">
          {t('waAccountsMore.migrate.list_title')}
        </h2>
        {migrations.data?.length ? (
          migrations.data.map((migration) => <MigrationCard key={`${migration.id}-${migration.state}`} migration={migration} />)
        ) : (
          <p className="text-sm text-muted-foreground">{migrations.isError ? t('waAccountsMore.load_failed') : t('waAccountsMore.migrate.none')}</p>
        )}
      </section>
      <CodeInbox />
    </PageFrame>
  );
}
