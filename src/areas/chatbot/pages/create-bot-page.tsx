import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { botChannel, chatbotName } from '@/api/contracts/chatbot';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { apiErrorText } from '../api-error-text';
import { NativeSelect } from '@/ui/native-select';
import { useCreateBot } from '../queries/use-create-bot';
import { useFolderList } from '../queries/use-folder-list';
import { PageFrame } from '@/shell/page/page-frame';

const createBotForm = z.object({
  name: chatbotName,
  description: z.string().trim().max(1000),
  channel: botChannel,
  /** '' = no folder. */
  folderId: z.string(),
});
type CreateBotForm = z.infer<typeof createBotForm>;

/** Spec §2 create-bot: name, description, channel and folder; a new bot opens on its flow list. */
export function CreateBotPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const folders = useFolderList();
  const creation = useCreateBot();
  const form = useForm<CreateBotForm>({
    resolver: zodResolver(createBotForm),
    mode: 'onTouched',
    defaultValues: { name: '', description: '', channel: 'RCS', folderId: params.get('folderId') ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const bot = await creation.mutateAsync({ name: values.name, description: values.description, channel: values.channel, folder_id: values.folderId || null });
      notify.success(t('chatbot.bots.created', { name: bot.name }));
      navigate(`/chatbot/flow-list?botId=${encodeURIComponent(bot.id)}`);
    } catch (error) {
      notify.error(apiErrorText(error, t('chatbot.bots.create_failed')), { title: t('chatbot.common.error_title') });
    }
  });

  return (
    <PageFrame width="form" titleId="create-bot-title" title={t('chatbot.bots.create_title')}>
      {/* The form waits for the folders so that a folder given in the address is selected in the list. */}
      {folders.isPending ? (
        <Spinner label={t('chatbot.common.loading')} showLabel />
      ) : (
      <Card className="p-4 md:p-6">
        <form className="grid gap-4" onSubmit={submit} noValidate aria-labelledby="create-bot-title">
          <FormField label={t('chatbot.bots.name')} error={errors.name ? t('chatbot.common.name_invalid') : undefined}>
            <Input autoComplete="off" maxLength={100} {...form.register('name')} />
          </FormField>
          <FormField label={t('chatbot.bots.description')} error={errors.description ? t('chatbot.bots.description_invalid') : undefined}>
            <textarea
              rows={3}
              maxLength={1000}
              className="w-full rounded-md border border-input bg-surface px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40"
              {...form.register('description')}
            />
          </FormField>
          <FormField label={t('chatbot.bots.channel')}>
            <NativeSelect {...form.register('channel')}>
              {botChannel.options.map((channel) => (
                <option key={channel} value={channel}>
                  {t(`chatbot.channels.${channel}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('chatbot.bots.folder')}>
            <NativeSelect {...form.register('folderId')}>
              <option value="">{t('chatbot.folders.no_folder')}</option>
              {(folders.data?.folders ?? []).map((folder) => (
                <option key={folder.id} value={folder.id}>
                  {folder.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
            <Button variant="secondary" asChild>
              <Link to="/chatbot/folders/list-folder">{t('chatbot.common.back')}</Link>
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {t('chatbot.common.create')}
            </Button>
          </div>
        </form>
      </Card>
      )}
    </PageFrame>
  );
}
