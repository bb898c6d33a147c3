import type { ColumnDef } from '@tanstack/react-table';
import { ExternalLink, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PwaProfile } from '@/api/contracts/chatbot';
import { Button } from '@/ui/button';
import { ResourceTable } from '@/ui/resource-table';
import { CopyField } from '../components/copy-field';
import { PwaProfileFormDialog } from '../components/pwa-profile-form-dialog';
import { PageFrame } from '@/shell/page/page-frame';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { DeleteAction, EditAction } from '../components/row-actions';
import { useBotList } from '../queries/use-bot-list';
import { useDeletePwaProfile } from '../queries/use-delete-pwa-profile';
import { usePwaProfileList } from '../queries/use-pwa-profile-list';
import { useConfirmedDelete } from '../use-confirmed-delete';

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
  const remove = useConfirmedDelete<PwaProfile>('chatbot.pwa', (id) => removal.mutateAsync(id));
  const columns = useMemo<ColumnDef<PwaProfile>[]>(() => {
    const botName = (id: string) => bots.data?.find((bot) => bot.id === id)?.name ?? '';
    return [
      { id: 'name', header: t('chatbot.pwa.name'), cell: ({ row }) => row.original.name, meta: { className: 'font-medium' } },
      { id: 'bot', header: t('chatbot.common.bot'), cell: ({ row }) => botName(row.original.bot_id) },
      {
        id: 'app',
        header: t('chatbot.pwa.app_name'),
        cell: ({ row: { original: profile } }) => (
          <>
            {profile.app_name}
            <span className="block text-xs text-muted-foreground">{profile.short_name}</span>
          </>
        ),
      },
      {
        id: 'colours',
        header: t('chatbot.pwa.colours'),
        cell: ({ row: { original: profile } }) => (
          <div className="grid gap-1">
            <Swatch colour={profile.theme_color} label={t('chatbot.pwa.theme_color')} />
            <Swatch colour={profile.background_color} label={t('chatbot.pwa.background_color')} />
          </div>
        ),
      },
      {
        id: 'manifest',
        header: t('chatbot.pwa.manifest'),
        cell: ({ row: { original: profile } }) => (
          <CopyField label={t('chatbot.pwa.manifest_of', { name: profile.name })} value={new URL(profile.manifest_url, window.location.origin).toString()} />
        ),
        meta: { className: 'min-w-64' },
      },
    ];
  }, [t, bots.data]);

  return (
    <PageFrame
      titleId="pwa-profiles-title"
      title={t('chatbot.pwa.title')}
      actions={
        <Button onClick={() => setEditing('new')} disabled={!bots.data?.length}>
          <Plus aria-hidden />
          {t('chatbot.pwa.create_title')}
        </Button>
      }
    >
      <p className="text-sm text-muted-foreground">{t('chatbot.pwa.intro')}</p>
      {bots.isSuccess && bots.data.length === 0 ? <p className="text-sm text-muted-foreground">{t('chatbot.pwa.needs_bot')}</p> : null}
      <QueryBoundary query={list} failed={t('chatbot.pwa.load_failed')} saysOwnError={false} empty={t('chatbot.pwa.empty')}>
        {(rows) => (
          <ResourceTable
            label={t('chatbot.pwa.title')}
            columns={columns}
            rows={rows}
            getRowId={(profile) => profile.id}
            actionsLabel={t('chatbot.flows.columns.actions')}
            actions={(profile) => (
              <>
                <Button asChild variant="link" size="sm">
                  {/* A new tab: the chat is a page of its own, outside the console. */}
                  <a href={profile.chat_url} target="_blank" rel="noopener" aria-label={t('chatbot.pwa.open_chat_of', { name: profile.name })}>
                    <ExternalLink aria-hidden />
                    {t('chatbot.pwa.open_chat')}
                  </a>
                </Button>
                <EditAction label={t('chatbot.pwa.edit', { name: profile.name })} onClick={() => setEditing(profile)} />
                <DeleteAction label={t('chatbot.pwa.delete', { name: profile.name })} onClick={() => void remove(profile)} />
              </>
            )}
          />
        )}
      </QueryBoundary>
      {editing ? <PwaProfileFormDialog key={editing === 'new' ? 'new' : editing.id} existing={editing === 'new' ? null : editing} bots={bots.data ?? []} onClose={() => setEditing(null)} /> : null}
    </PageFrame>
  );
}
