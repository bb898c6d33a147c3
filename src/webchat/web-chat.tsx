import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebChatProfile } from '@/api/contracts/web-chat';
import { PhoneMessage, type ChipAnswer } from '@/chat/phone-message';
import { Button } from '@/ui/button';
import { readableTextOn } from './readable-text';
import { useWebChat, type ChatEntry } from './use-web-chat';
import { WebChatComposer } from './web-chat-composer';

function VisitorBubble({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <p className="max-w-[85%] justify-self-end rounded-2xl rounded-se-sm bg-primary px-3 py-2 text-sm break-words whitespace-pre-line text-primary-foreground">
      <span className="sr-only">{t('webchat.you')}: </span>
      <span dir="auto">{text}</span>
    </p>
  );
}

/** The web chat of one PWA profile: header in the theme colour, the conversation, the composer. */
export function WebChat({ profile, conversationId }: { profile: WebChatProfile; conversationId: string }) {
  const { t } = useTranslation();
  const chat = useWebChat(profile.id, conversationId);
  const end = useRef<HTMLDivElement>(null);
  const messageField = useRef<HTMLInputElement>(null);
  const last = chat.entries.at(-1);

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [chat.entries.length, chat.failure]);

  const answer = async (chip: ChipAnswer) => {
    await (chip.type === 'postback' ? chat.send({ postback: chip.data }, chip.label) : chat.send({ text: chip.text }, chip.text));
    // The tapped chip is disabled once answered: keyboard focus goes on to the message field, not the page.
    messageField.current?.focus();
  };
  const answerFor = (entry: ChatEntry) => (entry === last && !chat.sending ? answer : null);

  return (
    <div className="mx-auto flex h-dvh max-w-2xl flex-col bg-surface text-foreground">
      <header className="flex min-h-14 items-center px-4 shadow-sm" style={{ backgroundColor: profile.theme_color, color: readableTextOn(profile.theme_color) }}>
        <h1 className="truncate text-lg font-semibold">{profile.app_name}</h1>
      </header>
      <main className="flex-1 overflow-y-auto">
        <div role="log" aria-label={t('webchat.conversation')} aria-live="polite" className="grid content-start gap-3 p-3">
        {profile.welcome_text ? <p dir="auto" className="max-w-[85%] rounded-2xl rounded-ss-sm bg-muted px-3 py-2 text-sm break-words whitespace-pre-line">{profile.welcome_text}</p> : null}
        {chat.entries.map((entry) =>
          entry.from === 'visitor' ? <VisitorBubble key={entry.id} text={entry.text} /> : <PhoneMessage key={entry.id} message={entry.message} onAnswer={answerFor(entry)} />,
        )}
          <div ref={end} />
        </div>
      </main>
      <footer className="border-t pb-[env(safe-area-inset-bottom)]">
        <div role="status" className="px-4 pt-1 text-xs text-muted-foreground empty:hidden">
          {chat.sending ? t('webchat.sending') : ''}
        </div>
        {chat.failure ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 px-4 pt-1 text-sm text-destructive">
            <span>{t(`webchat.failure.${chat.failure}`)}</span>
            {chat.started ? null : (
              <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void chat.start()}>
                {t('webchat.retry')}
              </Button>
            )}
          </div>
        ) : null}
        <WebChatComposer inputRef={messageField} sending={chat.sending} onSend={(text) => chat.send({ text }, text)} />
      </footer>
    </div>
  );
}
