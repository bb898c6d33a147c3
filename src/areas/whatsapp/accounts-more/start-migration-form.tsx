import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { migrationStartRequest } from '@/api/contracts/whatsapp-accounts-more';
import type { WabaDetails } from '@/api/contracts/whatsapp-accounts';
import { NativeSelect } from '@/ui/native-select';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { fieldErrors } from './field-errors';
import { useMigrationStep } from './queries/use-migration-step';

/** Step 1 (spec §7 `onprimess`): the number as it is registered elsewhere, and the WABA it moves to. */
export function StartMigrationForm({ wabas }: { wabas: readonly WabaDetails[] }) {
  const { t } = useTranslation();
  const start = useMigrationStep('onprimess');
  const [draft, setDraft] = useState({ wabaId: wabas[0]?.wabaId ?? '', cc: '91', phone_number: '', verified_name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof draft) => (value: string) => setDraft((old) => ({ ...old, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = migrationStartRequest.safeParse({ ...draft, phone_number: draft.phone_number.replace(/[\s-]/g, '') });
    if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    setErrors({});
    start.mutate(
      { wabaId: checked.data.wabaId, cc: checked.data.cc, phone_number: checked.data.phone_number, verified_name: checked.data.verified_name },
      {
        onSuccess: (migration) => {
          notify.success(t('waAccountsMore.migrate.started', { number: migration.displayNumber }));
          setDraft((old) => ({ ...old, phone_number: '', verified_name: '' }));
        },
        onError: (error) => setErrors(fieldErrors(error, 'phone_number')),
      },
    );
  };

  return (
    <Card className="p-4">
      <form className="grid gap-4 md:grid-cols-[2fr_1fr_2fr_2fr_auto] md:items-start" onSubmit={submit} noValidate aria-labelledby="migration-start-title">
        <h2 id="migration-start-title" className="text-base font-semibold md:col-span-5">
          {t('waAccountsMore.migrate.start_title')}
        </h2>
        <FormField label={t('waAccountsMore.migrate.waba')} error={errors.wabaId}>
          <NativeSelect value={draft.wabaId} onChange={(event) => set('wabaId')(event.target.value)}>
            {wabas.map((waba) => (
              <option key={waba.wabaId} value={waba.wabaId}>
                {`${waba.name} (${waba.wabaId})`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('waAccountsMore.migrate.cc')} error={errors.cc}>
          <Input dir="ltr" inputMode="numeric" value={draft.cc} onChange={(event) => set('cc')(event.target.value)} />
        </FormField>
        <FormField label={t('waAccountsMore.migrate.phone')} error={errors.phone_number}>
          <Input dir="ltr" inputMode="tel" value={draft.phone_number} onChange={(event) => set('phone_number')(event.target.value)} />
        </FormField>
        <FormField label={t('waAccountsMore.migrate.name')} error={errors.verified_name}>
          <Input value={draft.verified_name} onChange={(event) => set('verified_name')(event.target.value)} />
        </FormField>
        <Button type="submit" className="md:mt-6" disabled={start.isPending || !wabas.length}>
          {t('waAccountsMore.migrate.start')}
        </Button>
      </form>
    </Card>
  );
}
