import { Copy, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/ui/button';
import { RcsPreview } from '../components/rcs-preview';
import { PreviewControls, type PreviewLook } from './builder/preview-controls';
import { parseTemplateLink, templateLink } from './template-link';
import { useRcsSenders } from '../campaigns/queries/use-rcs-senders';
import { useRcsTemplate } from './queries/use-rcs-template';
import { PageFrame } from '@/shell/page/page-frame';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { RCS_BASE } from './rcs-base';
import { useFormat } from '@/ui/format';

/** view-rcs-template/{data}: the template's facts and its phone preview, with edit and copy. */
export function TemplateViewPage() {
  const { t, i18n } = useTranslation();
  const link = parseTemplateLink(useParams().data);
  const senders = useRcsSenders();
  const stored = useRcsTemplate(link?.senderId ?? '', link?.templateId ?? null);
  const [look, setLook] = useState<PreviewLook>({ theme: 'light', dir: i18n.dir() });
  const format = useFormat();
  const data = link ? templateLink(link.senderId, link.templateId) : '';
  return (
    <PageFrame width="wide"
      titleId="rcs-template-view-title"
      title={stored.data?.name ?? t('rcsTemplates.view.title')}
      actions={
        link ? (
          <>
            <Button asChild variant="outline">
              <Link to={`${RCS_BASE}/edit-rcs-template/${data}`}>
                <Pencil aria-hidden />
                {t('rcsTemplates.view.edit')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`${RCS_BASE}/new-create-templates/${data}`}>
                <Copy aria-hidden />
                {t('rcsTemplates.view.copy')}
              </Link>
            </Button>
          </>
        ) : null
      }
    >
      {link ? (
        <QueryBoundary query={stored} loading={t('rcsTemplates.loading')} failed={t('rcsTemplates.failed')}>
          {(template) =>
            template ? (
              <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">
                <dl className="grid content-start gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="font-medium text-muted-foreground">{t('rcsTemplates.builder.sender')}</dt>
                  <dd dir="ltr">{senders.data?.find((sender) => sender.senderId === template.senderId)?.name ?? template.senderId}</dd>
                  <dt className="font-medium text-muted-foreground">{t('rcsTemplates.builder.type')}</dt>
                  <dd>{t(`rcsTemplates.types.${template.type}`)}</dd>
                  <dt className="font-medium text-muted-foreground">{t('rcsTemplates.builder.language')}</dt>
                  <dd dir="ltr">{template.language}</dd>
                  {template.template.type === 'carousel' ? (
                    <>
                      <dt className="font-medium text-muted-foreground">{t('rcsTemplates.builder.width')}</dt>
                      <dd>{t(`rcsTemplates.widths.${template.template.width}`)}</dd>
                      <dt className="font-medium text-muted-foreground">{t('rcsTemplates.view.cards')}</dt>
                      <dd>{template.template.cards.length}</dd>
                    </>
                  ) : null}
                  {template.template.type === 'file_message' ? (
                    <>
                      <dt className="font-medium text-muted-foreground">{t('rcsTemplates.builder.fileUrl')}</dt>
                      <dd dir="ltr" className="break-all">{template.template.file.url}</dd>
                    </>
                  ) : null}
                  <dt className="font-medium text-muted-foreground">{t('rcsTemplates.builder.chips')}</dt>
                  <dd>{template.template.suggestions.length}</dd>
                  <dt className="font-medium text-muted-foreground">{t('rcsTemplates.builder.smsFallback')}</dt>
                  <dd dir="auto">{template.template.smsFallbackText || t('rcsTemplates.view.none')}</dd>
                  <dt className="font-medium text-muted-foreground">{t('rcsTemplates.list.source')}</dt>
                  <dd>{t(`rcsTemplates.sources.${template.source}`)}</dd>
                  <dt className="font-medium text-muted-foreground">{t('rcsTemplates.list.updated')}</dt>
                  <dd>{format.date(template.updatedOn)}</dd>
                </dl>
                <div className="grid min-w-0 content-start justify-items-center gap-3">
                  <PreviewControls look={look} onChange={setLook} />
                  <RcsPreview template={template.template} sender={senders.data?.find((sender) => sender.senderId === template.senderId)} theme={look.theme} dir={look.dir} />
                </div>
              </div>
            ) : null
          }
        </QueryBoundary>
      ) : (
        <p className="text-sm text-muted-foreground">{t('rcsTemplates.badLink')}</p>
      )}
    </PageFrame>
  );
}
