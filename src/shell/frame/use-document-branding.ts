import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/api/react';

/** Page title and icon (spec §1): 'Chatbot builder' for white-label, otherwise prefixed with the brand. */
export function useDocumentBranding(whitelabel: boolean, whitelabelIcon: string | null) {
  const { t } = useTranslation();
  const config = useConfig();
  useEffect(() => {
    const base = t('common.brand_title');
    document.title = whitelabel ? base : `${config.brand} ${base}`;
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon) icon.href = whitelabel && whitelabelIcon ? whitelabelIcon : config.favicon;
  }, [whitelabel, whitelabelIcon, config.brand, config.favicon, t]);
}
