import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/ui/form-field';
import { NativeSelect } from '@/ui/native-select';
import type { CountryCode } from './audience-types';

/** The country assumed for numbers written without `+`: names in the page's language, calling codes beside them. */
export function CountrySelect({ value, onChange, disabled }: { value: CountryCode; onChange: (country: CountryCode) => void; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' });
    return getCountries()
      .map((code) => ({ code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [i18n.language]);
  return (
    <FormField label={t('campaigns.audience.default_country')} hint={t('campaigns.audience.default_country_hint')}>
      <NativeSelect value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as CountryCode)}>
        {options.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
