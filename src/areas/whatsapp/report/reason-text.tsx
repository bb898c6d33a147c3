import { useTranslation } from 'react-i18next';
import { reasonOf } from '@/api/contracts/campaign-export';
import type { RecipientRow } from '@/api/contracts/campaigns';
import { whatsappReasonOf } from '@/api/rules/whatsapp-reasons';

/** The sentence for a stored code; Meta's own words only when no sentence explains the code. */
export function WhatsappReasonText({ code, text }: { code: string; text: string | null }) {
  const { t } = useTranslation();
  const reason = whatsappReasonOf(code);
  return (
    <span className="grid gap-0.5">
      <span>{t(`waReasons.reason.${reason.key}`)}</span>
      {!reason.known && text ? <span className="text-xs text-muted-foreground">{t('waReasons.provider_said', { text })}</span> : null}
    </span>
  );
}

/** A recipient's reason cell: why it failed (Meta's code) or was skipped (our reason), if it did. */
export function RecipientReason({ row }: { row: Pick<RecipientRow, 'errorCode' | 'errorText' | 'skipReason'> }) {
  const code = row.errorCode ?? row.skipReason;
  return code ? <WhatsappReasonText code={code} text={reasonOf(row)} /> : null;
}
