import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';

export interface TemplateActionButton<A> {
  label: string;
  /** Extra classes for this button (they win over the variant's). */
  className?: string;
  variant?: ButtonProps['variant'];
  /** What the popup closes with when this button is pressed. */
  action: A;
}

export interface TemplateActionPopupProps<A> {
  title: string;
  message: string;
  buttons: TemplateActionButton<A>[];
  /** The pressed button's action, or undefined when dismissed. */
  onClose: (action: A | undefined) => void;
}

/** A title, a message and a row of buttons; pressing one closes the popup with its action (spec §2). */
export function TemplateActionPopup<A>({ title, message, buttons, onClose }: TemplateActionPopupProps<A>) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(undefined))}>
      <DialogContent closeLabel={t('shell.template_action.close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="whitespace-pre-line">{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="flex-wrap">
          {buttons.map((button) => (
            <Button key={button.label} variant={button.variant ?? 'outline'} className={button.className} onClick={() => onClose(button.action)}>
              {button.label}
            </Button>
          ))}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
