import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { chatbotName } from '@/api/contracts/chatbot';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { apiErrorText } from '../api-error-text';
import { BotPicker } from '../components/bot-picker';
import { useBotList } from '../queries/use-bot-list';
import { useCreateFlow } from '../queries/use-create-flow';
import { PageFrame } from '@/shell/page/page-frame';

const createFlowForm = z.object({ name: chatbotName });
type CreateFlowForm = z.infer<typeof createFlowForm>;

/** Spec §2 create-flow?botId=: names an empty flow, then opens it on the canvas. */
export function CreateFlowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const botId = params.get('botId');
  const bots = useBotList();
  const creation = useCreateFlow();
  const form = useForm<CreateFlowForm>({ resolver: zodResolver(createFlowForm), mode: 'onTouched', defaultValues: { name: '' } });

  const submit = form.handleSubmit(async ({ name }) => {
    if (!botId) return;
    try {
      const flow = await creation.mutateAsync({ botId, name });
      notify.success(t('chatbot.flows.created', { name: flow.name }));
      navigate(`/chatbot/edit-flow/${encodeURIComponent(flow.id)}`);
    } catch (error) {
      notify.error(apiErrorText(error, t('chatbot.flows.create_failed')), { title: t('chatbot.common.error_title') });
    }
  });

  return (
    <PageFrame width="form" titleId="create-flow-title" title={t('chatbot.flows.create_title')}>
      <Card className="p-4 md:p-6">
        <form className="grid gap-4" onSubmit={submit} noValidate aria-labelledby="create-flow-title">
          <BotPicker bots={bots.data ?? []} value={botId} onChange={(id) => setParams(id ? { botId: id } : {})} />
          <FormField label={t('chatbot.flows.name')} error={form.formState.errors.name ? t('chatbot.common.name_invalid') : undefined}>
            <Input autoComplete="off" maxLength={100} {...form.register('name')} />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
            <Button variant="secondary" asChild>
              <Link to={botId ? `/chatbot/flow-list?botId=${encodeURIComponent(botId)}` : '/chatbot/flow-list'}>{t('chatbot.common.back')}</Link>
            </Button>
            <Button type="submit" disabled={!botId || form.formState.isSubmitting}>
              {t('chatbot.common.create')}
            </Button>
          </div>
        </form>
      </Card>
    </PageFrame>
  );
}
