import { useTranslation } from 'react-i18next';
import { type SettingsProps, TextSetting, useSettingsKit } from '../shared/view';
import { paymentDataSchema, type PaymentData } from './model';

/** PAYMENT settings: amount (a number or a `{{variable}}`), currency and description. */
export function PaymentSettings(props: SettingsProps<PaymentData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(paymentDataSchema, props);
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-[1fr_6rem] gap-2">
        <TextSetting kit={kit} name="amount" label={t('canvas.settings.payment.amount')} />
        <TextSetting kit={kit} name="currency" label={t('canvas.settings.payment.currency')} />
      </div>
      <TextSetting kit={kit} name="description" label={t('canvas.settings.payment.description')} multiline />
    </div>
  );
}
