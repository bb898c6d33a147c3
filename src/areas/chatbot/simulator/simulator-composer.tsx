import { Paperclip, Send } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/canvas/engine';
import { Button, buttonVariants } from '@/ui/button';
import { cn } from '@/ui/cn';
import { Input } from '@/ui/input';

interface SimulatorComposerProps {
  disabled: boolean;
  onText(text: string): void;
  onFile(file: UploadedFile): void;
}

/**
 * The phone's input row: type a message or pick a file. The browser's file never leaves it: the
 * runtime gets its name, type and size, and a placeholder URL ending in the file name, so that
 * extension checks on `{{last_input}}` behave as with a real upload URL (`.invalid` never resolves).
 */
export function SimulatorComposer({ disabled, onText, onFile }: SimulatorComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const fileId = useId();
  const uploads = useRef(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (!typed || disabled) return;
    setText('');
    onText(typed);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || disabled) return;
    const url = `https://simulator.invalid/uploads/${++uploads.current}/${encodeURIComponent(file.name)}`;
    onFile({ name: file.name, mimeType: file.type || 'application/octet-stream', size: file.size, url });
  };

  return (
    <form onSubmit={submit} className="flex gap-2 border-t p-2">
      {/* The input stays focusable (visually hidden): Tab reaches it and Enter or Space opens the picker. */}
      <input id={fileId} type="file" className="peer sr-only" onChange={pick} disabled={disabled} aria-label={t('chatbot.simulator.upload')} />
      <label
        htmlFor={fileId}
        title={t('chatbot.simulator.upload')}
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:pointer-events-none peer-disabled:opacity-50',
        )}
      >
        <Paperclip aria-hidden />
      </label>
      <Input value={text} onChange={(event) => setText(event.target.value)} aria-label={t('chatbot.simulator.message')} placeholder={t('chatbot.simulator.message')} maxLength={4096} />
      <Button type="submit" size="icon" aria-label={t('chatbot.simulator.send')} disabled={disabled || !text.trim()}>
        <Send aria-hidden />
      </Button>
    </form>
  );
}
