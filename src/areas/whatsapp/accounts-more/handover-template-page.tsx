import { ArrowRight, Bot, Workflow, Webhook } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';
import { Card } from '@/ui/card';
import { PageFrame } from '@/shell/page/page-frame';

function Replacement({ icon, title, text, to, action }: { icon: ReactNode; title: string; text: string; to: string; action: string }) {
  return (
    <Card className="flex flex-col gap-2 p-4">
      <div className="flex items-center gap-2">
        {icon}
        <h2 className="text-base font-semibold">{title}</h2>
      </div>
      <p className="flex-1 text-sm text-muted-foreground">{text}</p>
      <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
        {action}
        <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
      </Link>
    </Card>
  );
}

/** handover-template: the retired page (its menu entry stays disabled, spec §2) says what replaced it. */
export function HandoverTemplatePage() {
  const { t } = useTranslation();
  return (
    <PageFrame titleId="handover-title" title={t('waAccountsMore.handover.title')}>
      <Alert>
        <AlertTitle>{t('waAccountsMore.handover.retired_title')}</AlertTitle>
        <AlertDescription>{t('waAccountsMore.handover.retired_text')}</AlertDescription>
      </Alert>
      <div className="grid gap-4 md:grid-cols-3">
        <Replacement
          icon={<Workflow className="size-5 text-primary" aria-hidden />}
          title={t('waAccountsMore.handover.automation_title')}
          text={t('waAccountsMore.handover.automation_text')}
          to="/whatsapp-campaign/automation-builder"
          action={t('waAccountsMore.handover.automation_link')}
        />
        <Replacement
          icon={<Bot className="size-5 text-primary" aria-hidden />}
          title={t('waAccountsMore.handover.chatbot_title')}
          text={t('waAccountsMore.handover.chatbot_text')}
          to="/chatbot/flow-list"
          action={t('waAccountsMore.handover.chatbot_link')}
        />
        <Replacement
          icon={<Webhook className="size-5 text-primary" aria-hidden />}
          title={t('waAccountsMore.handover.webhook_title')}
          text={t('waAccountsMore.handover.webhook_text')}
          to="/whatsapp-campaign/webhook-configuration"
          action={t('waAccountsMore.handover.webhook_link')}
        />
      </div>
    </PageFrame>
  );
}
