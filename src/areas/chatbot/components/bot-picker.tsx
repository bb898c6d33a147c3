import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bot } from '@/api/contracts/chatbot';
import { Label } from '@/ui/label';
import { NativeSelect } from '@/ui/native-select';

interface BotPickerProps {
  bots: readonly Bot[];
  value: string | null;
  onChange: (botId: string | null) => void;
  /** Offer "All bots" (report filters) instead of a "Choose a bot" prompt. */
  allowAll?: boolean;
}

/** Choose one of the account's bots (flow list, gateway, chat report). */
export function BotPicker({ bots, value, onChange, allowAll = false }: BotPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{t('chatbot.common.bot')}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)} className="sm:w-64">
        <option value="">{allowAll ? t('chatbot.common.all_bots') : t('chatbot.common.choose_bot')}</option>
        {bots.map((bot) => (
          <option key={bot.id} value={bot.id}>
            {bot.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
