import { Bot as BotIcon, FolderInput, FolderPlus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Bot, Folder } from '@/api/contracts/chatbot';
import { showAlert, showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { apiErrorText } from '../api-error-text';
import { askBotFolder } from '../components/move-bot-dialog';
import { askName } from '../components/name-dialog';
import { useDeleteBot } from '../queries/use-delete-bot';
import { useDeleteFolder } from '../queries/use-delete-folder';
import { useFolderList } from '../queries/use-folder-list';
import { useSaveFolder } from '../queries/use-save-folder';
import { useUpdateBot } from '../queries/use-update-bot';
import { PageFrame } from '@/shell/page/page-frame';

/** Spec §2 folders/list-folder: bots grouped in folders, with folder and bot management. */
export function FolderListPage() {
  const { t } = useTranslation();
  const list = useFolderList();
  const saveFolder = useSaveFolder();
  const deleteFolder = useDeleteFolder();
  const updateBot = useUpdateBot();
  const deleteBot = useDeleteBot();
  const folders = list.data?.folders ?? [];
  const unfiled = list.data?.unfiled ?? [];
  const botCount = unfiled.length + folders.reduce((sum, folder) => sum + folder.bots.length, 0);

  /** Runs a change and says how it went; false when it failed. */
  const run = async (action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
    try {
      await action();
      notify.success(success);
      return true;
    } catch (error) {
      notify.error(apiErrorText(error, failure), { title: t('chatbot.common.error_title') });
      return false;
    }
  };

  const createFolder = async () => {
    await askName({
      title: t('chatbot.folders.new_folder'),
      label: t('chatbot.folders.folder_name'),
      submitLabel: t('chatbot.common.create'),
      save: (name) => run(() => saveFolder.mutateAsync({ name }), t('chatbot.folders.folder_created', { name }), t('chatbot.folders.save_failed')),
    });
  };

  const renameFolder = async (folder: Folder) => {
    await askName({
      title: t('chatbot.folders.rename_folder_title'),
      label: t('chatbot.folders.folder_name'),
      submitLabel: t('chatbot.common.save'),
      initial: folder.name,
      save: (name) => run(() => saveFolder.mutateAsync({ id: folder.id, name }), t('chatbot.folders.folder_renamed', { name }), t('chatbot.folders.save_failed')),
    });
  };

  const removeFolder = async (folder: Folder) => {
    if (folder.bots.length > 0) {
      await showAlert({ title: t('chatbot.folders.not_empty_title'), message: t('chatbot.folders.not_empty_message', { name: folder.name, count: folder.bots.length }), tone: 'warning' });
      return;
    }
    const confirmed = await showConfirm({
      title: t('chatbot.folders.delete_folder_title'),
      message: t('chatbot.folders.delete_folder_message', { name: folder.name }),
      tone: 'warning',
      confirmLabel: t('chatbot.common.delete'),
    });
    if (confirmed) await run(() => deleteFolder.mutateAsync(folder.id), t('chatbot.folders.folder_deleted', { name: folder.name }), t('chatbot.folders.delete_failed'));
  };

  const renameBot = async (bot: Bot) => {
    await askName({
      title: t('chatbot.folders.rename_bot_title'),
      label: t('chatbot.bots.name'),
      submitLabel: t('chatbot.common.save'),
      initial: bot.name,
      save: (name) => run(() => updateBot.mutateAsync({ id: bot.id, changes: { name } }), t('chatbot.folders.bot_renamed', { name }), t('chatbot.folders.save_failed')),
    });
  };

  const moveBot = async (bot: Bot) => {
    const folderId = await askBotFolder({ botName: bot.name, folders, currentFolderId: bot.folder_id });
    if (folderId === undefined) return;
    const target = folders.find((folder) => folder.id === folderId)?.name ?? t('chatbot.folders.no_folder');
    await run(() => updateBot.mutateAsync({ id: bot.id, changes: { folder_id: folderId } }), t('chatbot.folders.bot_moved', { name: bot.name, folder: target }), t('chatbot.folders.save_failed'));
  };

  const removeBot = async (bot: Bot) => {
    const confirmed = await showConfirm({
      title: t('chatbot.folders.delete_bot_title'),
      message: t('chatbot.folders.delete_bot_message', { name: bot.name }),
      tone: 'warning',
      confirmLabel: t('chatbot.common.delete'),
    });
    if (confirmed) await run(() => deleteBot.mutateAsync(bot.id), t('chatbot.folders.bot_deleted', { name: bot.name }), t('chatbot.folders.delete_failed'));
  };

  const botList = (bots: readonly Bot[]) => (
    <ul className="divide-y">
      {bots.map((bot) => (
        <li key={bot.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <BotIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          {/* At least 10rem for the name: on a phone the badges and actions wrap under it instead. */}
          <div className="min-w-40 flex-1">
            <Link to={`/chatbot/flow-list?botId=${encodeURIComponent(bot.id)}`} className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
              {bot.name}
            </Link>
            {bot.description ? <p className="truncate text-xs text-muted-foreground">{bot.description}</p> : null}
          </div>
          <Badge variant="neutral">{t(`chatbot.channels.${bot.channel}`)}</Badge>
          <span className="text-xs text-muted-foreground">{t('chatbot.folders.flow_count', { count: bot.flow_count })}</span>
          <div className="flex gap-1">
            <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.folders.rename_bot', { name: bot.name })} onClick={() => void renameBot(bot)}>
              <Pencil aria-hidden />
            </Button>
            <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.folders.move_bot', { name: bot.name })} onClick={() => void moveBot(bot)}>
              <FolderInput aria-hidden />
            </Button>
            <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.folders.delete_bot', { name: bot.name })} onClick={() => void removeBot(bot)}>
              <Trash2 aria-hidden className="text-destructive" />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );

  return (
    <PageFrame
      titleId="chatbot-folders-title"
      title={t('chatbot.folders.title')}
      actions={
        <>
          <Button variant="outline" onClick={() => void createFolder()}>
            <FolderPlus aria-hidden />
            {t('chatbot.folders.new_folder')}
          </Button>
          <Button asChild>
            <Link to="/chatbot/create-bot">
              <Plus aria-hidden />
              {t('chatbot.folders.create_bot')}
            </Link>
          </Button>
        </>
      }
    >
      {list.isPending ? <Spinner label={t('chatbot.common.loading')} showLabel /> : null}
      {list.isError ? <p role="alert" className="text-sm text-destructive">{t('chatbot.folders.load_failed')}</p> : null}
      {list.isSuccess && botCount === 0 ? (
        <Card className="items-center p-8 text-center">
          <p className="text-muted-foreground">{t('chatbot.folders.empty')}</p>
        </Card>
      ) : null}
      {folders.map((folder) => (
        <Card key={folder.id} className="gap-2 p-4" role="region" aria-labelledby={`folder-${folder.id}`}>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`folder-${folder.id}`} className="min-w-0 flex-1 truncate text-base font-semibold">
              {folder.name}
            </h2>
            <Button variant="ghost" size="sm" asChild>
              <Link to={`/chatbot/create-bot?folderId=${encodeURIComponent(folder.id)}`} aria-label={t('chatbot.folders.create_bot_in', { name: folder.name })}>
                <Plus aria-hidden />
              </Link>
            </Button>
            <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.folders.rename_folder', { name: folder.name })} onClick={() => void renameFolder(folder)}>
              <Pencil aria-hidden />
            </Button>
            <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.folders.delete_folder', { name: folder.name })} onClick={() => void removeFolder(folder)}>
              <Trash2 aria-hidden className="text-destructive" />
            </Button>
          </div>
          {folder.bots.length ? botList(folder.bots) : <p className="text-sm text-muted-foreground">{t('chatbot.folders.folder_empty')}</p>}
        </Card>
      ))}
      {unfiled.length ? (
        <Card className="gap-2 p-4" role="region" aria-labelledby="folder-unfiled">
          <h2 id="folder-unfiled" className="text-base font-semibold">
            {t('chatbot.folders.unfiled')}
          </h2>
          {botList(unfiled)}
        </Card>
      ) : null}
    </PageFrame>
  );
}
