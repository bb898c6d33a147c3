import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';

/** A row's edit action: a link to the edit page (`to`) or a button that opens a dialog (`onClick`). */
export function EditAction({ label, to, onClick }: { label: string; to?: string; onClick?: () => void }) {
  if (to) {
    return (
      <Button variant="ghost" size="icon-sm" asChild>
        <Link to={to} aria-label={label}>
          <Pencil aria-hidden />
        </Link>
      </Button>
    );
  }
  return (
    <Button variant="ghost" size="icon-sm" aria-label={label} onClick={onClick}>
      <Pencil aria-hidden />
    </Button>
  );
}

/** A row's delete action; the page asks for confirmation (`useConfirmedDelete`). */
export function DeleteAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon-sm" aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden className="text-destructive" />
    </Button>
  );
}
