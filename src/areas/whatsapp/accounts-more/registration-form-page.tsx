import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { organizationDetails, type OrganizationDetails } from '@/api/contracts/whatsapp-accounts-more';
import { profileVertical } from '@/api/contracts/whatsapp-accounts';
import { NativeSelect } from '@/ui/native-select';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { fieldErrors } from './field-errors';
import { useOrganization } from './queries/use-organization';
import { useSaveOrganization } from './queries/use-save-organization';
import { PageFrame } from '@/shell/page/page-frame';
import { useFormat } from '@/ui/format';

/** The spec's country list (§3), with the United Kingdom under its ISO code. */
const COUNTRIES = ['IN', 'SG', 'ID', 'KR', 'JP', 'AU', 'ZA', 'BH', 'AE', 'DE', 'GB', 'CH', 'CA', 'BR'] as const;
const INDUSTRIES = profileVertical.options.filter((vertical) => vertical !== 'UNDEFINED');

const EMPTY: OrganizationDetails = {
  legal_name: '', display_name: '', industry: 'RETAIL', website: '', email: '', phone: '', contact_name: '', address: '', city: '', state: '', postal_code: '', country: 'IN', tax_id: '',
};

type TextKey = Exclude<keyof OrganizationDetails, 'industry' | 'country'>;
const TEXT_FIELDS: { key: TextKey; type?: string; wide?: boolean; ltr?: boolean }[] = [
  { key: 'legal_name' },
  { key: 'display_name' },
  { key: 'contact_name' },
  { key: 'email', type: 'email', ltr: true },
  { key: 'phone', type: 'tel', ltr: true },
  { key: 'website', type: 'url', ltr: true },
  { key: 'address', wide: true },
  { key: 'city' },
  { key: 'state' },
  { key: 'postal_code', ltr: true },
  { key: 'tax_id', ltr: true },
];

function OrganizationForm({ initial, updatedOn, updatedBy }: { initial: OrganizationDetails; updatedOn: string | null; updatedBy: string | null }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const save = useSaveOrganization();
  const [draft, setDraft] = useState<OrganizationDetails>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const set = (key: keyof OrganizationDetails) => (value: string) => setDraft((old) => ({ ...old, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = organizationDetails.safeParse(draft);
    if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    setErrors({});
    // A failed save keeps the draft as typed; only the server's reasons are added beside the fields.
    save.mutate(checked.data, {
      onSuccess: () => notify.success(t('waAccountsMore.registration.saved')),
      onError: (error) => {
        setErrors(fieldErrors(error, 'legal_name'));
        notify.error(t('waAccountsMore.registration.save_failed'));
      },
    });
  };

  return (
    <Card className="p-4">
      <form className="grid gap-4 md:grid-cols-2" onSubmit={submit} noValidate aria-labelledby="registration-form-title">
        <h2 id="registration-form-title" className="text-base font-semibold md:col-span-2">
          {t('waAccountsMore.registration.details')}
        </h2>
        {TEXT_FIELDS.slice(0, 3).map(({ key, type, ltr }) => (
          <FormField key={key} label={t(`waAccountsMore.registration.fields.${key}`)} error={errors[key]}>
            <Input type={type ?? 'text'} dir={ltr ? 'ltr' : undefined} value={draft[key]} onChange={(event) => set(key)(event.target.value)} />
          </FormField>
        ))}
        <FormField label={t('waAccountsMore.registration.fields.industry')} error={errors.industry}>
          <NativeSelect value={draft.industry} onChange={(event) => set('industry')(event.target.value)}>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {t(`waAccountsMore.registration.industries.${industry}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {TEXT_FIELDS.slice(3).map(({ key, type, wide, ltr }) => (
          <FormField key={key} label={t(`waAccountsMore.registration.fields.${key}`)} error={errors[key]} className={wide ? 'md:col-span-2' : undefined}>
            <Input type={type ?? 'text'} dir={ltr ? 'ltr' : undefined} value={draft[key]} onChange={(event) => set(key)(event.target.value)} />
          </FormField>
        ))}
        <FormField label={t('waAccountsMore.registration.fields.country')} error={errors.country}>
          <NativeSelect value={draft.country} onChange={(event) => set('country')(event.target.value)}>
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countries.of(code) ?? code}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner size="sm" label={t('waAccountsMore.saving')} /> : null}
            {t('waAccountsMore.registration.save')}
          </Button>
          {updatedOn ? (
            <p className="text-sm text-muted-foreground">
              {t('waAccountsMore.registration.last_saved', { when: format.date(updatedOn), who: updatedBy ?? '' })}
            </p>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

/** whatsapp-registration-form: the organisation's details the provider verifies (`organizations/{esme}`). */
export function RegistrationFormPage() {
  const { t } = useTranslation();
  const organization = useOrganization();
  return (
    <PageFrame titleId="registration-title" title={t('waAccountsMore.registration.title')} lead={t('waAccountsMore.registration.lead')}>
      {organization.data ? (
        <OrganizationForm key={organization.data.updatedOn ?? 'new'} initial={organization.data.details ?? EMPTY} updatedOn={organization.data.updatedOn} updatedBy={organization.data.updatedBy} />
      ) : organization.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('waAccountsMore.load_failed')}
        </p>
      ) : (
        <Spinner label={t('waAccountsMore.loading')} />
      )}
    </PageFrame>
  );
}
