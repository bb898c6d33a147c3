import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { PageHeader } from '../components/page-header';
import { useBotList } from '../queries/use-bot-list';

/**
 * Spec §2 settings ("PWA Profiles"). The contract has no profile endpoints, so this page says where
 * a bot's settings live — handover and timeout are settings of its entry flow — and links to them.
 */
export function BotSettingsPage() {
  const { t } = useTranslation();
  const bots = useBotList();
  return (
    <section className="mx-auto flex w-full min-w-0 max-w-4xl flex-col gap-4 p-4 md:p-6" aria-labelledby="bot-settings-title">
      <PageHeader titleId="bot-settings-title" title={t('chatbot.settings.title')} />
      <Card className="gap-2 p-4 text-sm md:p-6">
        <p>{t('chatbot.settings.intro')}</p>
        <ul className="list-disc space-y-1 ps-5">
          <li>{t('chatbot.settings.handover')}</li>
          <li>{t('chatbot.settings.timeout')}</li>
          <li>{t('chatbot.settings.timeout_seconds')}</li>
        </ul>
        <p className="text-muted-foreground">{t('chatbot.settings.where')}</p>
      </Card>
      {bots.isPending ? <Spinner label={t('chatbot.common.loading')} showLabel /> : null}
      {bots.isSuccess && bots.data.length === 0 ? <p className="text-muted-foreground">{t('chatbot.folders.empty')}</p> : null}
      {bots.isSuccess && bots.data.length > 0 ? (
        <Table aria-label={t('chatbot.settings.table_label')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('chatbot.common.bot')}</TableHead>
              <TableHead>{t('chatbot.settings.entry_flow')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {bots.data.map((bot) => (
              <TableRow key={bot.id}>
                <TableCell className="font-medium">{bot.name}</TableCell>
                <TableCell>
                  {bot.entry_flow_id ? (
                    <Button variant="outline" size="sm" asChild>
                      <Link to={`/chatbot/edit-flow/${encodeURIComponent(bot.entry_flow_id)}`} aria-label={t('chatbot.settings.open_settings', { name: bot.name })}>
                        <Settings aria-hidden />
                        {t('chatbot.settings.open_short')}
                      </Link>
                    </Button>
                  ) : (
                    <Link to={`/chatbot/flow-list?botId=${encodeURIComponent(bot.id)}`} className="text-primary underline-offset-4 hover:underline">
                      {t('chatbot.settings.no_entry_flow')}
                    </Link>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </section>
  );
}
