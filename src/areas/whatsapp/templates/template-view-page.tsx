import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { TemplateForm } from './form/template-form';
import { useTemplate } from './queries/use-template';
import { fromTemplate } from './template-draft';
import { useTemplateSno } from './template-editor-page';
import { PageFrame } from '@/shell/page/page-frame';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { QualityBadge, StatusBadge } from './template-status';

/** view-template-message/{data} and new-view-template?sno=: the template read-only beside its preview, with its status as it changes. */
export function ViewTemplatePage() {
  const { t } = useTranslation();
  const sno = useTemplateSno();
  const template = useTemplate(sno);
  return (
    <PageFrame width="wide"
      titleId="template-view-title"
      title={t('waTemplates.view.title')}
      actions={
        template.data ? (
          <Button asChild variant="outline">
            <Link to={`/whatsapp-campaign/edit-template-message/${template.data.sno}`}>
              <Pencil aria-hidden />
              {t('waTemplates.view.edit')}
            </Link>
          </Button>
        ) : null
      }
    >
      {sno === null ? (
        <p>{t('waTemplates.not_found')}</p>
      ) : (
        <QueryBoundary query={template} failed={t('waTemplates.not_found')}>
          {(loaded) => (
            <>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium" dir="ltr">
                  {loaded.name}
                </span>
                <StatusBadge status={loaded.status} />
                <QualityBadge quality={loaded.quality_rating} />
              </div>
              <TemplateForm key={`${loaded.sno}-${loaded.updated_on}`} initial={fromTemplate(loaded)} wabaId={loaded.wabaId} template={loaded} readOnly />
            </>
          )}
        </QueryBoundary>
      )}
    </PageFrame>
  );
}
