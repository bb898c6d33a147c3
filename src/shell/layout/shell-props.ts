import type { MenuItem } from '@/shell/access/types';

export interface ShellLanguage {
  code: string;
  /** The language's own name ('English', 'العربية'); shown as is, not translated. */
  label: string;
  /** Right-to-left languages mirror the whole frame. */
  dir?: 'ltr' | 'rtl';
}

/** Everything the full layout shows; the app reads it from the session and config and passes it in. */
export interface ShellProps {
  /** Already filtered for this user (buildMenu). */
  menu: MenuItem[];
  username: string;
  /** White-label account (session flag 1): hides the 'Powered by' footer. */
  whitelabel: boolean;
  /** The logo to show: the white-label logo for white-label accounts, the provider's otherwise. */
  logoUrl: string;
  /** A square mark shown while the sidebar is mini; without it the logo is scaled down. */
  logoMarkUrl?: string;
  /** The provider brand, shown in the footer and as the logo's text alternative. */
  brand: string;
  /** Lounge mode: no Logout item. */
  isLounge: boolean;
  onLogout: () => void;
  /** A menu item with an `action` was chosen (open the reports tab, show the maintenance toast). */
  onMenuAction: (item: MenuItem) => void;
  languages: ShellLanguage[];
  currentLanguage: string;
  onLanguageChange: (code: string) => void;
  /** Enter in the top-bar search box. */
  onSearch?: (query: string) => void;
}
