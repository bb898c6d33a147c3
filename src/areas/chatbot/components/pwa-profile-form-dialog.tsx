import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PWA_APP_NAME_MAX, PWA_SHORT_NAME_MAX, chatbotName, hexColour, iconUrl, type Bot, type PwaProfile } from '@/api/contracts/chatbot';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { apiErrorText } from '../api-error-text';
import { useSavePwaProfile } from '../queries/use-save-pwa-profile';
import { ColourField } from './colour-field';
import { NativeSelect } from '@/ui/native-select';
import { PwaPreview } from './pwa-preview';

const pwaProfileForm = z.object({
  name: chatbotName,
  bot_id: z.string().min(1),
  app_name: z.string().trim().min(1).max(PWA_APP_NAME_MAX),
  short_name: z.string().trim().min(1).max(PWA_SHORT_NAME_MAX),
  theme_color: hexColour,
  background_color: hexColour,
  icon_url: iconUrl,
  welcome_text: z.string().trim().max(1000),
});
type PwaProfileForm = z.input<typeof pwaProfileForm>;
type PwaProfileValues = z.output<typeof pwaProfileForm>;

const textarea = 'w-full rounded-md border border-input bg-surface px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive';

interface PwaProfileFormDialogProps {
  existing: PwaProfile | null;
  bots: readonly Bot[];
  onClose: () => void;
}

/** Create or edit a PWA profile; the dialog stays open with what was typed when the server refuses it. */
export function PwaProfileFormDialog({ existing, bots, onClose }: PwaProfileFormDialogProps) {
  const { t } = useTranslation();
  const save = useSavePwaProfile();
  const form = useForm<PwaProfileForm, unknown, PwaProfileValues>({
    resolver: zodResolver(pwaProfileForm),
    mode: 'onTouched',
    defaultValues: existing ?? { name: '', bot_id: bots.length === 1 ? (bots[0]?.id ?? '') : '', app_name: '', short_name: '', theme_color: '#0a5fff', background_color: '#ffffff', icon_url: '', welcome_text: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const submit = form.handleSubmit(async (request) => {
    try {
      const saved = await save.mutateAsync({ id: existing?.id ?? null, request });
      notify.success(t('chatbot.pwa.saved', { name: saved.name }));
      onClose();
    } catch (error) {
      notify.error(apiErrorText(error, t('chatbot.pwa.save_failed')), { title: t('chatbot.common.error_title') });
    }
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('chatbot.common.close')} className="max-h-[100dvh] max-w-2xl overflow-y-auto">
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{existing ? t('chatbot.pwa.edit_title') : t('chatbot.pwa.create_title')}</DialogTitle>
            <DialogDescription>{t('chatbot.pwa.description_hint')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('chatbot.pwa.name')} error={errors.name ? t('chatbot.common.name_invalid') : undefined}>
              <Input autoComplete="off" maxLength={100} {...form.register('name')} />
            </FormField>
            <FormField label={t('chatbot.common.bot')} error={errors.bot_id ? t('chatbot.pwa.bot_required') : undefined}>
              <NativeSelect {...form.register('bot_id')}>
                <option value="">{t('chatbot.common.choose_bot')}</option>
                {bots.map((bot) => (
                  <option key={bot.id} value={bot.id}>
                    {bot.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('chatbot.pwa.app_name')} hint={t('chatbot.pwa.app_name_hint')} error={errors.app_name ? t('chatbot.pwa.app_name_invalid', { max: PWA_APP_NAME_MAX }) : undefined}>
              <Input autoComplete="off" maxLength={PWA_APP_NAME_MAX} {...form.register('app_name')} />
            </FormField>
            <FormField label={t('chatbot.pwa.short_name')} hint={t('chatbot.pwa.short_name_hint')} error={errors.short_name ? t('chatbot.pwa.short_name_invalid', { max: PWA_SHORT_NAME_MAX }) : undefined}>
              <Input autoComplete="off" maxLength={PWA_SHORT_NAME_MAX} {...form.register('short_name')} />
            </FormField>
            <Controller
              control={form.control}
              name="theme_color"
              render={({ field }) => (
                <ColourField label={t('chatbot.pwa.theme_color')} pickerLabel={t('chatbot.pwa.pick', { label: t('chatbot.pwa.theme_color') })} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.theme_color ? t('chatbot.pwa.colour_invalid') : undefined} />
              )}
            />
            <Controller
              control={form.control}
              name="background_color"
              render={({ field }) => (
                <ColourField label={t('chatbot.pwa.background_color')} pickerLabel={t('chatbot.pwa.pick', { label: t('chatbot.pwa.background_color') })} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.background_color ? t('chatbot.pwa.colour_invalid') : undefined} />
              )}
            />
          </div>
          <FormField label={t('chatbot.pwa.icon_url')} hint={t('chatbot.pwa.icon_url_hint')} error={errors.icon_url ? t('chatbot.pwa.icon_url_invalid') : undefined}>
            <Input inputMode="url" dir="ltr" autoComplete="off" spellCheck={false} placeholder="https://cdn.example.com/chat-512.png" {...form.register('icon_url')} />
          </FormField>
          <FormField label={t('chatbot.pwa.welcome_text')} hint={t('chatbot.pwa.welcome_text_hint')} error={errors.welcome_text ? t('chatbot.pwa.welcome_text_invalid') : undefined}>
            <textarea rows={3} maxLength={1000} className={textarea} {...form.register('welcome_text')} />
          </FormField>
          <PwaPreview
            appName={values.app_name ?? ''}
            shortName={values.short_name ?? ''}
            themeColour={values.theme_color ?? ''}
            backgroundColour={values.background_color ?? ''}
            iconUrl={values.icon_url ?? ''}
            welcomeText={values.welcome_text ?? ''}
          />
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
