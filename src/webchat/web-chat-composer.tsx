import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { WEB_CHAT_TEXT_MAX } from '@/api/contracts/web-chat';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';

interface WebChatComposerProps {
  inputRef: Ref<HTMLInputElement>;
  sending: boolean;
  /** Answers whether the text was sent; the field keeps it when not. */
  onSend(text: string): Promise<boolean>;
}

/** The message field and Send button; Enter sends (it submits the form). */
export function WebChatComposer({ inputRef, sending, onSend }: WebChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const inputId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (!typed || sending) return;
    if (await onSend(typed)) setText('');
  };

  return (
    <form onSubmit={submit} className="flex items-center gap-2 p-2">
      <label htmlFor={inputId} className="sr-only">
        {t('webchat.message')}
      </label>
      {/* Not disabled while sending: the text and the focus stay where the visitor left them. */}
      <Input
        id={inputId}
        ref={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('webchat.message')}
        maxLength={WEB_CHAT_TEXT_MAX}
        autoComplete="off"
        enterKeyHint="send"
        className="h-11 rounded-full px-4 text-base"
      />
      <Button type="submit" className="h-11 rounded-full" disabled={!text.trim()} aria-disabled={sending || undefined}>
        <Send aria-hidden className="rtl:-scale-x-100" />
        {t('webchat.send')}
      </Button>
    </form>
  );
}
