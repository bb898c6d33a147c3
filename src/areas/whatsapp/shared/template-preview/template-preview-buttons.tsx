import { Copy, ExternalLink, List, Phone, Reply } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateButton } from '@/api/contracts/whatsapp-template';

/** WhatsApp shows at most three buttons; past three, the first two and "See all options". */
const SHOWN_WHEN_MANY = 2;
const MAX_SHOWN = 3;

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-h-10 items-center justify-center gap-1.5 border-t border-(--wa-divider) px-3 py-2 text-sm font-medium text-(--wa-link) [&_svg]:size-4 [&_svg]:shrink-0">
      {icon}
      <span dir="auto" className="truncate">
        {children}
      </span>
    </li>
  );
}

function useButtonLabel() {
  const { t } = useTranslation();
  return (button: TemplateButton): string => {
    switch (button.type) {
      case 'COPY_CODE':
        return t('whatsapp.templates.preview.copy_offer_code');
      case 'OTP':
        return button.text || t(button.otp_type === 'COPY_CODE' ? 'whatsapp.templates.preview.copy_code' : 'whatsapp.templates.preview.autofill');
      default:
        return button.text;
    }
  };
}

const icons: Record<TemplateButton['type'], ReactNode> = {
  QUICK_REPLY: <Reply aria-hidden />,
  URL: <ExternalLink aria-hidden />,
  PHONE_NUMBER: <Phone aria-hidden />,
  COPY_CODE: <Copy aria-hidden />,
  OTP: <Copy aria-hidden />,
};

/** The buttons as full-width rows under the message, in WhatsApp's order and number. */
export function TemplatePreviewButtons({ buttons }: { buttons: readonly TemplateButton[] }) {
  const { t } = useTranslation();
  const label = useButtonLabel();
  if (buttons.length === 0) return null;
  const shown = buttons.length > MAX_SHOWN ? buttons.slice(0, SHOWN_WHEN_MANY) : buttons;
  return (
    <ul aria-label={t('whatsapp.templates.preview.buttons')} className="grid">
      {shown.map((button, index) => (
        <Row key={index} icon={icons[button.type]}>
          {label(button)}
        </Row>
      ))}
      {shown.length < buttons.length ? <Row icon={<List aria-hidden />}>{t('whatsapp.templates.preview.see_all_options')}</Row> : null}
    </ul>
  );
}
