import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { IMAGE_ONLY_MESSAGE, PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES, profileFields, profileVertical, type BusinessProfile, type ProfileFields } from '@/api/contracts/whatsapp-accounts';
import { NativeSelect } from '@/ui/native-select';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { usePhotoUrl } from './queries/use-photo-url';
import { useSaveProfile } from './queries/use-save-profile';
import { useUploadPhoto } from './queries/use-upload-photo';

type Draft = Omit<ProfileFields, 'websites'> & { website1: string; website2: string };

const draftOf = (profile: BusinessProfile): Draft => ({
  about: profile.about,
  description: profile.description,
  address: profile.address,
  email: profile.email,
  vertical: profile.vertical,
  website1: profile.websites[0] ?? '',
  website2: profile.websites[1] ?? '',
});

const TEXTAREA = 'min-h-20 w-full rounded-md border border-input bg-surface px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive';

/** The photo: images only (spec §5 message), JPEG or PNG up to 5 MB, checked here and again by the server. */
function PhotoField({ profile }: { profile: BusinessProfile }) {
  const { t } = useTranslation();
  const upload = useUploadPhoto(profile.senderId);
  const photo = usePhotoUrl(profile.photoUrl);
  const [error, setError] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/') || !(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) return setError(IMAGE_ONLY_MESSAGE);
    if (file.size > PROFILE_PHOTO_MAX_BYTES) return setError(t('whatsappAccounts.profile.photo_too_large'));
    setError(null);
    upload.mutate(file, {
      onSuccess: () => notify.success(t('whatsappAccounts.profile.photo_saved')),
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('whatsappAccounts.profile.save_failed')),
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted text-xs text-muted-foreground">
        {photo ? <img src={photo} alt={t('whatsappAccounts.profile.photo_alt')} className="size-full object-cover" /> : t('whatsappAccounts.profile.no_photo')}
      </div>
      <FormField label={t('whatsappAccounts.profile.photo')} hint={t('whatsappAccounts.profile.photo_hint')} error={error ?? undefined} className="min-w-0 flex-1">
        <Input type="file" accept="image/*" disabled={upload.isPending} onChange={(event) => choose(event.target.files?.[0])} />
      </FormField>
    </div>
  );
}

export function ProfileForm({ profile }: { profile: BusinessProfile }) {
  const { t } = useTranslation();
  const save = useSaveProfile(profile.senderId);
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Draft) => (value: string) => setDraft((old) => ({ ...old, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { website1, website2, ...rest } = draft;
    const fields = { ...rest, websites: [website1, website2].map((site) => site.trim()).filter(Boolean) };
    const checked = profileFields.safeParse(fields);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path[0] === 'websites' ? `website${Number(issue.path[1] ?? 0) + 1}` : String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    // A failed save keeps what was typed: the draft is only replaced by what the server stored.
    save.mutate(checked.data, {
      onSuccess: () => notify.success(t('whatsappAccounts.profile.saved')),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.body?.fields) setErrors(failure.body.fields);
        notify.error(failure instanceof ApiError ? failure.message : t('whatsappAccounts.profile.save_failed'));
      },
    });
  };

  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="text-base font-semibold">{t('whatsappAccounts.profile.business_profile')}</h2>
      <PhotoField profile={profile} />
      <form className="grid gap-4 md:grid-cols-2" onSubmit={submit} noValidate>
        <FormField label={t('whatsappAccounts.profile.about')} error={errors.about} hint={`${draft.about.length}/139`}>
          <Input value={draft.about} maxLength={139} onChange={(event) => set('about')(event.target.value)} />
        </FormField>
        <FormField label={t('whatsappAccounts.profile.vertical')} error={errors.vertical}>
          <NativeSelect value={draft.vertical} onChange={(event) => set('vertical')(event.target.value)}>
            {profileVertical.options.map((vertical) => (
              <option key={vertical} value={vertical}>
                {vertical}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('whatsappAccounts.profile.description')} error={errors.description} className="md:col-span-2">
          <textarea className={TEXTAREA} value={draft.description} maxLength={512} onChange={(event) => set('description')(event.target.value)} />
        </FormField>
        <FormField label={t('whatsappAccounts.profile.address')} error={errors.address} className="md:col-span-2">
          <Input value={draft.address} maxLength={256} onChange={(event) => set('address')(event.target.value)} />
        </FormField>
        <FormField label={t('whatsappAccounts.profile.email')} error={errors.email}>
          <Input type="email" value={draft.email} onChange={(event) => set('email')(event.target.value)} />
        </FormField>
        <FormField label={t('whatsappAccounts.profile.website', { n: 1 })} error={errors.website1}>
          <Input type="url" value={draft.website1} onChange={(event) => set('website1')(event.target.value)} />
        </FormField>
        <FormField label={t('whatsappAccounts.profile.website', { n: 2 })} error={errors.website2}>
          <Input type="url" value={draft.website2} onChange={(event) => set('website2')(event.target.value)} />
        </FormField>
        <div className="flex items-end md:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {t('whatsappAccounts.profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
