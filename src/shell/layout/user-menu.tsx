import { ChevronDown, Languages, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';
import type { ShellLanguage } from './shell-props';

interface UserMenuProps {
  username: string;
  isLounge: boolean;
  onLogout: () => void;
  languages: ShellLanguage[];
  currentLanguage: string;
  onLanguageChange: (code: string) => void;
}

/** The account dropdown: upper-cased user name, language switch, and Logout except in lounge mode (spec §2, §6). */
export function UserMenu({ username, isLounge, onLogout, languages, currentLanguage, onLanguageChange }: UserMenuProps) {
  const { t } = useTranslation();
  const name = username.toUpperCase();

  // Not modal: a modal menu hides the page from assistive technology with aria-hidden while its
  // links stay focusable (axe: aria-hidden-focus). Focus still moves into the menu and Escape closes it.
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="max-w-56 gap-2 px-2" aria-label={`${t('shell.topbar.user_menu')}: ${name}`}>
          <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary">
            {name.charAt(0)}
          </span>
          <span className="truncate">{name}</span>
          <ChevronDown className="text-muted-foreground" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate text-foreground">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <Languages aria-hidden />
            {t('shell.topbar.language')}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup value={currentLanguage} onValueChange={onLanguageChange}>
              {languages.map((language) => (
                <DropdownMenuRadioItem key={language.code} value={language.code} lang={language.code}>
                  {language.label}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        {isLounge ? null : (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onLogout}>
              <LogOut aria-hidden />
              {t('shell.topbar.logout')}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
