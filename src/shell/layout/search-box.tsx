import { Search, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';

interface SearchBoxProps {
  onSearch?: (query: string) => void;
}

/** 'closed' at first; 'reclosed' after the user closed it, so focus goes back to the search button. */
type SearchState = 'closed' | 'open' | 'reclosed';

/** The top bar's search: a search icon opens the box, its close icon (or Escape) closes it (spec §2). */
export function SearchBox({ onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<SearchState>('closed');
  const [query, setQuery] = useState('');

  if (state !== 'open') {
    return (
      <Button variant="ghost" size="icon" aria-label={t('shell.topbar.open_search')} autoFocus={state === 'reclosed'} onClick={() => setState('open')}>
        <Search aria-hidden />
      </Button>
    );
  }

  const close = () => {
    setQuery('');
    setState('reclosed');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && query.trim() !== '') onSearch?.(query.trim());
    if (event.key === 'Escape') close();
  };

  return (
    <div role="search" className="flex w-full min-w-0 items-center gap-1 sm:w-72">
      <Input
        type="search"
        autoFocus
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        aria-label={t('shell.topbar.search_label')}
        placeholder={t('shell.topbar.search_placeholder')}
      />
      <Button variant="ghost" size="icon" aria-label={t('shell.topbar.close_search')} onClick={close}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
