import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { chatbotName, checkedUrl, keyValue, type ChatbotApp } from '@/api/contracts/chatbot';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { apiErrorText } from '../api-error-text';
import { useSaveApp } from '../queries/use-save-app';
import { KeyValueRows } from './key-value-rows';

const appForm = z.object({ name: chatbotName, description: z.string().trim().max(1000), callback_url: checkedUrl, params: z.array(keyValue) });
type AppForm = z.infer<typeof appForm>;

/** Create or edit an app, the external service a flow's APP node hands the conversation to. */
export function AppFormDialog({ existing, onClose }: { existing: ChatbotApp | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveApp();
  const form = useForm<AppForm>({
    resolver: zodResolver(appForm),
    mode: 'onTouched',
    defaultValues: existing ? { name: existing.name, description: existing.description, callback_url: existing.callback_url, params: existing.params } : { name: '', description: '', callback_url: '', params: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: existing?.id ?? null, request: { ...values, params: values.params.filter((param) => param.key.trim()) } });
      notify.success(t('chatbot.apps.saved', { name: saved.name }));
      onClose();
    } catch (error) {
      notify.error(apiErrorText(error, t('chatbot.apps.save_failed')), { title: t('chatbot.common.error_title') });
    }
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('chatbot.common.close')} className="max-w-xl">
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{existing ? t('chatbot.apps.edit_title') : t('chatbot.apps.create_title')}</DialogTitle>
            <DialogDescription>{t('chatbot.apps.description_hint')}</DialogDescription>
          </DialogHeader>
          <FormField label={t('chatbot.apps.name')} error={errors.name ? t('chatbot.common.name_invalid') : undefined}>
            <Input autoComplete="off" maxLength={100} {...form.register('name')} />
          </FormField>
          <FormField label={t('chatbot.apps.description')}>
            <Input autoComplete="off" maxLength={1000} {...form.register('description')} />
          </FormField>
          <FormField label={t('chatbot.apps.callback_url')} error={errors.callback_url ? t('chatbot.enterprise_api.url_invalid') : undefined}>
            <Input inputMode="url" dir="ltr" autoComplete="off" spellCheck={false} {...form.register('callback_url')} />
          </FormField>
          <KeyValueRows legend={t('chatbot.apps.params')} name="params" control={form.control} register={form.register} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('chatbot.common.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {t('chatbot.common.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
