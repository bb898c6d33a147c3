import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';

export interface ThankYouModalProps {
  open: boolean;
  /** The shared navigation parameters esme, sessionId and loggedinEsme. */
  esme: string;
  sessionId: string;
  loggedInEsme: string;
  /** Browser back while open; reloads the page, as the product does, so no half-finished state survives. */
  onBrowserBack?: () => void;
}

const reloadPage = () => window.location.reload();

/** 'Thank you' after an RCS request; Close returns to the Target Active Users broadcast page (spec §2). */
export function ThankYouModal({ open, esme, sessionId, loggedInEsme, onBrowserBack = reloadPage }: ThankYouModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key } = useLocation();

  useEffect(() => {
    if (!open) return;
    window.addEventListener('popstate', onBrowserBack);
    return () => window.removeEventListener('popstate', onBrowserBack);
  }, [open, onBrowserBack]);

  const close = () => {
    const query = new URLSearchParams({ sessionId, esmeaddr: esme, loggedInEsme });
    // A new arrival (a page keyed on it starts a fresh form), even when the modal was opened on that page.
    navigate(`/campaign-management/brodcast-rcs?${query.toString()}`, { state: { arrival: key } });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()} className="max-w-sm items-center text-center">
        <CircleCheck className="size-12 text-success" aria-hidden />
        <DialogHeader className="items-center pe-0 text-center">
          <DialogTitle>{t('shell.thank_you.title')}</DialogTitle>
          <DialogDescription>{t('shell.thank_you.message')}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="w-full sm:justify-center">
          <Button onClick={close}>{t('shell.thank_you.close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
