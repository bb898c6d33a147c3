import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NativeSelect } from '@/ui/native-select';
import { notify } from '@/shell/feedback/notify';
import { KeptTemplateForm } from './kept-template-form';
import { useTemplate } from './queries/use-template';
import { useWabas } from './queries/use-wabas';
import { emptyDraft, fromTemplate } from './template-draft';
import { PageFrame } from '@/shell/page/page-frame';
import { QueryBoundary } from '@/shell/page/query-boundary';

const BASE = '/whatsapp-campaign';

/** `{data}` is the template's `sno` (docs/decisions.md); the `new-*` pages read it from `?sno=`. */
export function useTemplateSno(): number | null {
  const { data } = useParams();
  const [params] = useSearchParams();
  const raw = data ?? params.get('sno');
  const sno = Number(raw);
  return raw && Number.isInteger(sno) && sno > 0 ? sno : null;
}

/** create-template-message and new-create-template-message (`?from=` starts from a copy of another template). */
export function CreateTemplatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const wabas = useWabas();
  const from = Number(params.get('from'));
  const source = useTemplate(Number.isInteger(from) && from > 0 ? from : null);
  const wabaId = params.get('waba') || source.data?.wabaId || wabas.data?.[0]?.id || '';
  const ready = !source.isFetching || source.data;
  const initial = source.data ? { ...fromTemplate(source.data), name: `${source.data.name}_copy` } : emptyDraft();
  return (
    <PageFrame width="wide" titleId="template-create-title" title={t('waTemplates.create.title')}>
      {ready && wabas.data ? (
        <KeptTemplateForm
          key={source.data?.sno ?? 'blank'}
          initial={initial}
          draftId={source.data ? `copy-${source.data.sno}` : null}
          wabaId={wabaId}
          before={
            <div className="grid max-w-md gap-1">
              <label htmlFor="create-waba" className="text-sm font-medium">
                {t('waTemplates.management.waba')}
              </label>
              <NativeSelect id="create-waba" value={wabaId} onChange={(event) => setParams({ waba: event.target.value })}>
                {wabas.data.map((waba) => (
                  <option key={waba.id} value={waba.id}>
                    {`${waba.name} (${waba.id})`}
                  </option>
                ))}
              </NativeSelect>
            </div>
          }
          onSaved={(saved) => {
            notify.success(t('waTemplates.create.saved', { name: saved.name }));
            void navigate(`${BASE}/template-management?waba=${encodeURIComponent(saved.wabaId)}`);
          }}
        />
      ) : (
        <QueryBoundary query={wabas} failed={t('waTemplates.management.failed')}>
          {() => null}
        </QueryBoundary>
      )}
    </PageFrame>
  );
}

/** edit-template-message/{data}, update-template-message/{data} and new-edit-template?sno=: edit and resubmit for review, the edit kept as a draft. */
export function EditTemplatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sno = useTemplateSno();
  const template = useTemplate(sno);
  return (
    <PageFrame width="wide" titleId="template-edit-title" title={t('waTemplates.edit.title')}>
      {sno === null ? (
        <p>{t('waTemplates.not_found')}</p>
      ) : (
        <QueryBoundary query={template} failed={t('waTemplates.not_found')}>
          {(loaded) =>
            loaded.status === 'PENDING' ? (
              <p role="status" className="text-sm">
                {t('waTemplates.edit.in_review')}
              </p>
            ) : (
              <KeptTemplateForm
                key={`${loaded.sno}-${loaded.updated_on}`}
                initial={fromTemplate(loaded)}
                draftId={`edit-${loaded.sno}`}
                wabaId={loaded.wabaId}
                template={loaded}
                onSaved={(saved) => {
                  notify.success(t('waTemplates.edit.saved', { name: saved.name }));
                  void navigate(`${BASE}/template-management?waba=${encodeURIComponent(saved.wabaId)}`);
                }}
              />
            )
          }
        </QueryBoundary>
      )}
    </PageFrame>
  );
}
