import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { useTranscript } from '../queries/use-transcript';
import { botMessageText, userEventText } from '../transcript-text';
import { useFormat } from '@/ui/format';

/** One logged conversation, turn by turn: what the user did and what the bot said. */
export function TranscriptDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const transcript = useTranscript(id);
  const conversation = transcript.data?.conversation;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('chatbot.common.close')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('chatbot.report.transcript_title', { id: conversation?.conversation_id ?? '' })}</DialogTitle>
          <DialogDescription>{conversation ? `${conversation.bot_name} · ${format.date(conversation.started_at)}` : t('chatbot.common.loading')}</DialogDescription>
        </DialogHeader>
        {transcript.isPending ? <Spinner label={t('chatbot.common.loading')} showLabel /> : null}
        {transcript.isError ? <p role="alert" className="text-sm text-destructive">{t('chatbot.report.transcript_failed')}</p> : null}
        <ol className="grid gap-3">
          {transcript.data?.turns.map((turn) => (
            <li key={turn.seq} className="grid gap-1.5">
              <p className="text-xs text-muted-foreground">{format.date(turn.at)}</p>
              <p className="ms-auto w-fit max-w-[85%] rounded-2xl bg-primary px-3 py-2 text-sm break-words text-primary-foreground">
                <span className="sr-only">{t('chatbot.report.user')}: </span>
                {userEventText(turn.input, t)}
              </p>
              {turn.output.map((message, index) => (
                <p key={index} className="w-fit max-w-[85%] rounded-2xl bg-muted px-3 py-2 text-sm break-words whitespace-pre-line">
                  <span className="sr-only">{t('chatbot.report.bot')}: </span>
                  {botMessageText(message, t)}
                </p>
              ))}
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
