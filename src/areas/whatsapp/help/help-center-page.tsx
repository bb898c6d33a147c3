import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shell/page/page-frame';
import { HelpArticlesSection } from './help-articles-section';
import { SupportRequestForm } from './support-request-form';
import { SupportRequestsList } from './support-requests-list';

/** help-center (#14): articles to search, then a request to support and the account's requests. */
export function HelpCenterPage() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <PageFrame titleId={titleId} title={t('helpCenter.title')} lead={t('helpCenter.lead')}>
      <HelpArticlesSection />
      <SupportRequestForm />
      <SupportRequestsList />
    </PageFrame>
  );
}
