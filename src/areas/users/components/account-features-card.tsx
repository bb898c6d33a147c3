import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KNOWN_FEATURES } from '@/api/contracts/account-features';
import { notify } from '@/shell/feedback/notify';
import { Alert, AlertDescription } from '@/ui/alert';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { useAccountFeatures, useSetAccountFeature } from '../queries/use-account-features';

const isKnown = (name: string): name is (typeof KNOWN_FEATURES)[number] => (KNOWN_FEATURES as readonly string[]).includes(name);

function FeatureSwitch({ name, enabled, busy, onChange }: { name: string; enabled: boolean; busy: boolean; onChange: (enabled: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const known = isKnown(name);
  return (
    <li className="flex items-start gap-3 py-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="mt-1 size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-wait"
        checked={enabled}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={`${id}-about`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          {known ? t(`users.features.names.${name}`) : name}
        </label>
        <span id={`${id}-about`} className="text-xs text-muted-foreground">
          {known ? t(`users.features.about.${name}`) : t('users.features.unknown')}
        </span>
      </span>
    </li>
  );
}

/**
 * Role 0's switches of the account (spec §7 accountcstmfeature): the features the console knows, off
 * until set, and any other name set by API as it is. Each switch saves at once and says so.
 */
export function AccountFeaturesCard() {
  const { t } = useTranslation();
  const features = useAccountFeatures();
  const change = useSetAccountFeature();
  const set = new Map((features.data ?? []).map((feature) => [feature.featureName, feature.enabled]));
  const names = [...KNOWN_FEATURES, ...[...set.keys()].filter((name) => !isKnown(name)).sort()];

  async function toggle(featureName: string, enabled: boolean) {
    const label = isKnown(featureName) ? t(`users.features.names.${featureName}`) : featureName;
    try {
      await change.mutateAsync({ featureName, enabled });
      notify.success(t(enabled ? 'users.features.turned_on' : 'users.features.turned_off', { name: label }));
    } catch (error) {
      notify.error(t('users.features.failed', { name: label, message: error instanceof Error ? error.message : '' }));
    }
  }

  return (
    <Card className="p-4 md:p-6" role="region" aria-labelledby="account-features-title">
      <h2 id="account-features-title" className="text-lg font-semibold">
        {t('users.features.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('users.features.lead')}</p>
      {features.isPending ? <Spinner label={t('common.loading')} showLabel /> : null}
      {features.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{t('users.features.load_failed', { message: features.error.message })}</AlertDescription>
        </Alert>
      ) : null}
      {features.data ? (
        <ul className="divide-y">
          {names.map((name) => (
            <FeatureSwitch key={name} name={name} enabled={set.get(name) ?? false} busy={change.isPending && change.variables.featureName === name} onChange={(enabled) => void toggle(name, enabled)} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
