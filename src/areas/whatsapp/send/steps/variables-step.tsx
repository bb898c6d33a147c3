import { useTranslation } from 'react-i18next';
import type { MediaKind } from '@/api/contracts/whatsapp-template-api';
import type { VariableSlot } from '@/api/rules/template-variable-slots';
import { VariableMappingForm, type VariableMapping } from '@/campaigns';
import { Alert } from '@/ui/alert';
import { HeaderFileField } from './header-file-field';
import { isolate } from './template-step';

export interface VariablesStepProps {
  slots: readonly VariableSlot[];
  columns: readonly string[];
  mapping: VariableMapping;
  onChange: (mapping: VariableMapping) => void;
  showProblems: boolean;
  /** The first recipient whose values the preview shows, or null. */
  firstRecipient: { phone: string; row: number } | null;
  fileAudience: boolean;
  serverFields: Readonly<Record<string, string>>;
  /** The template's media header and the campaign's own file for it (spec §7 broadcast mediaUpload), when it has one. */
  headerFile: { kind: MediaKind; senderId: string; mediaId: string | null; onChange: (mediaId: string | null) => void } | null;
}

/** Step 3: each template variable takes a column of the file or one value for everybody. */
export function VariablesStep({ slots, columns, mapping, onChange, showProblems, firstRecipient, fileAudience, serverFields, headerFile }: VariablesStepProps) {
  const { t } = useTranslation();
  const errors = Object.entries(serverFields).filter(([field]) => field.startsWith('variableMapping'));
  return (
    <div className="grid gap-4">
      {headerFile ? <HeaderFileField {...headerFile} /> : null}
      {!fileAudience && slots.length > 0 ? <Alert variant="info">{t('waSend.variables.fixed_only')}</Alert> : null}
      <VariableMappingForm slots={slots} columns={columns} mapping={mapping} onChange={onChange} showProblems={showProblems} />
      {errors.length ? (
        <Alert variant="destructive">
          <ul className="grid gap-1">
            {errors.map(([field, message]) => (
              <li key={field}>{t('waSend.variables.server_error', { name: field.slice('variableMapping.'.length), message })}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {firstRecipient && slots.length > 0 ? <p className="text-sm text-muted-foreground">{t('waSend.variables.preview_of', { phone: isolate(firstRecipient.phone), row: firstRecipient.row })}</p> : null}
    </div>
  );
}
