import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Toaster } from '@/ui/toaster';

/** The toast outlet with translated labels and the page's direction; mount once at the app root. */
export function ShellToaster() {
  const { t } = useTranslation();
  return <Toaster dir={Direction.useDirection()} containerAriaLabel={t('shell.toast.region')} toastOptions={{ closeButtonAriaLabel: t('shell.toast.close') }} />;
}
