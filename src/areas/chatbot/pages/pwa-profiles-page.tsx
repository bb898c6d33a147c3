import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PwaProfile } from '@/api/contracts/chatbot';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { apiErrorText } from '../api-error-text';
import { CopyField } from '../components/copy-field';
import { PageHeader } from '../components/page-header';
import { PwaProfileFormDialog } from '../components/pwa-profile-form-dialog';
import { QueryList } from '../components/query-list';
import { useBotList } from '../queries/use-bot-list';
import { useDeletePwaProfile } from '../queries/use-delete-pwa-profile';
import { usePwaProfileList } from '../queries/use-pwa-profile-list';

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 font-mono text-xs" dir="ltr">
      <span className="size-4 rounded border" style={{ backgroundColor: colour }} aria-hidden />
      <span>
        <span className="sr-only">{label}: </span>
        {colour}
      </span>
    </span>
  );
}

/**
 * Spec §2 settings ("PWA Profiles"): a bot published as an installable web chat, with the
 * address of the manifest the server serves for it and a link to its web chat (docs/pwa-profiles.md).
 */
export function PwaProfilesPage() {
  const { t } = useTranslation();
  const list = usePwaProfileList();
  const bots = useBotList();
  const removal = useDeletePwaProfile();
  const [editing, setEditing] = useState<PwaProfile | 'new' | null>(null);
  const botName = (id: string) => bots.data?.find((bot) => bot.id === id)?.name ?? '';

  const remove = async (profile: PwaProfile) => {
    const confirmed = await showConfirm({ title: t('chatbot.pwa.delete_title'), message: t('chatbot.pwa.delete_message', { name: profile.name }), tone: 'warning', confirmLabel: t('chatbot.common.delete') });
    if (!confirmed) return;
    try {
      await removal.mutateAsync(profile.id);
      notify.success(t('chatbot.pwa.deleted', { name: profile.name }));
    } catch (error) {
      notify.error(apiErrorText(error, t('chatbot.pwa.delete_failed')), { title: t('chatbot.common.error_title') });
    }
  };

  return (
    <section className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-4 p-4 md:p-6" aria-labelledby="pwa-profiles-title">
      <PageHeader titleId="pwa-profiles-title" title={t('chatbot.pwa.title')}>
        <Button onClick={() => setEditing('new')} disabled={!bots.data?.length}>
          <Plus aria-hidden />
          {t('chatbot.pwa.create_title')}
        </Button>
      </PageHeader>
      <p className="text-sm text-muted-foreground">{t('chatbot.pwa.intro')}</p>
      {bots.isSuccess && bots.data.length === 0 ? <p className="text-sm text-muted-foreground">{t('chatbot.pwa.needs_bot')}</p> : null}
      <QueryList query={list} loadFailed={t('chatbot.pwa.load_failed')} empty={t('chatbot.pwa.empty')}>
        {(rows) => (
          <Table aria-label={t('chatbot.pwa.title')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('chatbot.pwa.name')}</TableHead>
                <TableHead>{t('chatbot.common.bot')}</TableHead>
                <TableHead>{t('chatbot.pwa.app_name')}</TableHead>
                <TableHead>{t('chatbot.pwa.colours')}</TableHead>
                <TableHead>{t('chatbot.pwa.manifest')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('chatbot.flows.columns.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((profile) => (
                <TableRow key={profile.id}>
                  <TableCell className="font-medium">{profile.name}</TableCell>
                  <TableCell>{botName(profile.bot_id)}</TableCell>
                  <TableCell>
                    {profile.app_name}
                    <span className="block text-xs text-muted-foreground">{profile.short_name}</span>
                  </TableCell>
                  <TableCell>
                    <div className="grid gap-1">
                      <Swatch colour={profile.theme_color} label={t('chatbot.pwa.theme_color')} />
                      <Swatch colour={profile.background_color} label={t('chatbot.pwa.background_color')} />
                    </div>
                  </TableCell>
                  <TableCell className="min-w-64">
                    <CopyField label={t('chatbot.pwa.manifest_of', { name: profile.name })} value={new URL(profile.manifest_url, window.location.origin).toString()} />
                  </TableCell>
                  <TableCell>
                    <div className="flex items-center justify-end gap-1">
                      <Button asChild variant="link" size="sm">
                        {/* A new tab: the chat is a page of its own, outside the console. */}
                        <a href={profile.chat_url} target="_blank" rel="noopener" aria-label={t('chatbot.pwa.open_chat_of', { name: profile.name })}>
                          <ExternalLink aria-hidden />
                          {t('chatbot.pwa.open_chat')}
                        </a>
                      </Button>
                      <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.pwa.edit', { name: profile.name })} onClick={() => setEditing(profile)}>
                        <Pencil aria-hidden />
                      </Button>
                      <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.pwa.delete', { name: profile.name })} onClick={() => void remove(profile)}>
                        <Trash2 aria-hidden className="text-destructive" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryList>
      {editing ? <PwaProfileFormDialog key={editing === 'new' ? 'new' : editing.id} existing={editing === 'new' ? null : editing} bots={bots.data ?? []} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
