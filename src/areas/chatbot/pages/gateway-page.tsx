import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { apiErrorText } from '../api-error-text';
import { BotPicker } from '../components/bot-picker';
import { CopyField } from '../components/copy-field';
import { gatewayCurl } from '../gateway-curl';
import { useBotGateway } from '../queries/use-bot-gateway';
import { useBotList } from '../queries/use-bot-list';
import { useFlowList } from '../queries/use-flow-list';
import { useRegenerateGatewayToken } from '../queries/use-regenerate-gateway-token';
import { PageFrame } from '@/shell/page/page-frame';

/** The gateway may answer with a path; connectors need the full address. */
const absolute = (url: string) => new URL(url, window.location.origin).toString();

/** Spec §2 gateway: a bot's endpoint URL and token, token regeneration, and an example request. */
export function GatewayPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const botId = params.get('botId');
  const bots = useBotList();
  const gateway = useBotGateway(botId);
  const regenerate = useRegenerateGatewayToken();
  const flows = useFlowList(botId);
  const botName = bots.data?.find((bot) => bot.id === botId)?.name ?? '';
  const entryFlowName = flows.data?.find((flow) => flow.id === gateway.data?.entry_flow_id)?.name;

  const confirmRegenerate = async () => {
    if (!botId) return;
    const confirmed = await showConfirm({ title: t('chatbot.gateway.regenerate_title'), message: t('chatbot.gateway.regenerate_message', { name: botName }), tone: 'warning', confirmLabel: t('chatbot.gateway.regenerate') });
    if (!confirmed) return;
    try {
      await regenerate.mutateAsync(botId);
      notify.success(t('chatbot.gateway.regenerated'));
    } catch (error) {
      notify.error(apiErrorText(error, t('chatbot.gateway.regenerate_failed')), { title: t('chatbot.common.error_title') });
    }
  };

  return (
    <PageFrame titleId="gateway-title" title={t('chatbot.gateway.title')}>
      <BotPicker bots={bots.data ?? []} value={botId} onChange={(id) => setParams(id ? { botId: id } : {})} />
      {!botId ? <p className="text-sm text-muted-foreground">{t('chatbot.gateway.pick_bot')}</p> : null}
      {botId && gateway.isPending ? <Spinner label={t('chatbot.common.loading')} showLabel /> : null}
      {gateway.isError ? <p role="alert" className="text-sm text-destructive">{t('chatbot.gateway.load_failed')}</p> : null}
      {gateway.isSuccess ? (
        <Card className="gap-4 p-4 md:p-6">
          {gateway.data.ready ? null : <Alert variant="warning">{t('chatbot.gateway.not_ready')}</Alert>}
          <p className="text-sm">
            {entryFlowName ? t('chatbot.gateway.entry_flow', { name: entryFlowName }) : t('chatbot.gateway.no_entry_flow')}{' '}
            <Link to={`/chatbot/flow-list?botId=${encodeURIComponent(gateway.data.bot_id)}`} className="text-primary underline-offset-4 hover:underline">
              {t('chatbot.gateway.change_entry_flow')}
            </Link>
          </p>
          <CopyField label={t('chatbot.gateway.url')} value={absolute(gateway.data.url)} />
          <CopyField label={t('chatbot.gateway.token')} value={gateway.data.token} />
          <div>
            <Button variant="outline" onClick={() => void confirmRegenerate()} disabled={regenerate.isPending}>
              <RefreshCw aria-hidden />
              {t('chatbot.gateway.regenerate')}
            </Button>
          </div>
          <CopyField label={t('chatbot.gateway.example')} value={gatewayCurl(absolute(gateway.data.url), gateway.data.token)} multiline />
        </Card>
      ) : null}
    </PageFrame>
  );
}
