import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MigrationState, NumberMigration } from '@/api/contracts/whatsapp-accounts-more';
import { NativeSelect } from '@/ui/native-select';
import { notify } from '@/shell/feedback/notify';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { fieldErrors } from './field-errors';
import { useMigrationStep } from './queries/use-migration-step';

const BADGE: Record<MigrationState, 'neutral' | 'info' | 'success' | 'warning'> = { ADDED: 'neutral', CODE_SENT: 'info', VERIFIED: 'info', REGISTERED: 'success', DEREGISTERED: 'warning' };

/** One number being moved, with the controls of its next step: code, verify, register, or deregister. */
export function MigrationCard({ migration }: { migration: NumberMigration }) {
  const { t } = useTranslation();
  const requestCode = useMigrationStep('request_code');
  const verify = useMigrationStep('verfy');
  const register = useMigrationStep('register');
  const deregister = useMigrationStep('deregister');
  const [method, setMethod] = useState<'SMS' | 'VOICE'>(migration.codeMethod ?? 'SMS');
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const base = { migrationId: migration.id };
  const ids = (name: string) => `${name}-${migration.id}`;
  const done = (message: string) => () => {
    setErrors({});
    notify.success(message);
  };
  const failed = (field: string) => (error: unknown) => setErrors(fieldErrors(error, field));
  const onSubmit = (run: () => void) => (event: FormEvent) => {
    event.preventDefault();
    run();
  };

  const canAskCode = migration.state === 'ADDED' || migration.state === 'CODE_SENT';
  const canRegister = migration.state === 'VERIFIED' || migration.state === 'DEREGISTERED';
  return (
    <Card className="grid gap-3 p-4" role="group" aria-labelledby={ids('migration')}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={ids('migration')} className="text-sm font-semibold" dir="ltr">
          {migration.displayNumber}
        </h3>
        <span className="text-sm text-muted-foreground">{migration.verifiedName}</span>
        <Badge variant={BADGE[migration.state]}>{t(`waAccountsMore.migrate.states.${migration.state}`)}</Badge>
      </div>
      {canAskCode ? (
        <form className="flex flex-wrap items-end gap-3" onSubmit={onSubmit(() => requestCode.mutate({ ...base, code_method: method }, { onSuccess: done(t('waAccountsMore.migrate.code_sent')), onError: failed('code_method') }))}>
          <FormField label={t('waAccountsMore.migrate.method')} error={errors.code_method} className="min-w-40">
            <NativeSelect value={method} onChange={(event) => setMethod(event.target.value === 'VOICE' ? 'VOICE' : 'SMS')}>
              <option value="SMS">{t('waAccountsMore.migrate.sms')}</option>
              <option value="VOICE">{t('waAccountsMore.migrate.voice')}</option>
            </NativeSelect>
          </FormField>
          <Button type="submit" variant={migration.state === 'CODE_SENT' ? 'outline' : 'primary'} disabled={requestCode.isPending}>
            {t(migration.state === 'CODE_SENT' ? 'waAccountsMore.migrate.resend' : 'waAccountsMore.migrate.send_code')}
          </Button>
        </form>
      ) : null}
      {migration.state === 'CODE_SENT' ? (
        <form className="flex flex-wrap items-end gap-3" onSubmit={onSubmit(() => verify.mutate({ ...base, code: code.trim() }, { onSuccess: done(t('waAccountsMore.migrate.verified')), onError: failed('code') }))} noValidate>
          <FormField label={t('waAccountsMore.migrate.code')} error={errors.code} className="min-w-40">
            <Input dir="ltr" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />
          </FormField>
          <Button type="submit" disabled={verify.isPending}>
            {t('waAccountsMore.migrate.verify')}
          </Button>
        </form>
      ) : null}
      {canRegister ? (
        <form className="flex flex-wrap items-end gap-3" onSubmit={onSubmit(() => register.mutate({ ...base, pin }, { onSuccess: done(t('waAccountsMore.migrate.registered')), onError: failed('pin') }))} noValidate>
          <FormField label={t('waAccountsMore.migrate.pin')} hint={t('waAccountsMore.migrate.pin_hint')} error={errors.pin} className="min-w-40">
            <Input dir="ltr" type="password" inputMode="numeric" autoComplete="new-password" maxLength={6} value={pin} onChange={(event) => setPin(event.target.value)} />
          </FormField>
          <Button type="submit" disabled={register.isPending}>
            {t('waAccountsMore.migrate.register')}
          </Button>
        </form>
      ) : null}
      {migration.state === 'REGISTERED' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">{t('waAccountsMore.migrate.registered_note')}</p>
          <Button variant="outline" disabled={deregister.isPending} onClick={() => deregister.mutate(base, { onSuccess: done(t('waAccountsMore.migrate.deregistered')), onError: failed('migrationId') })}>
            {t('waAccountsMore.migrate.deregister')}
          </Button>
        </div>
      ) : null}
      {errors.migrationId ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.migrationId}
        </p>
      ) : null}
    </Card>
  );
}
