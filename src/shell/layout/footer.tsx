import { useTranslation } from 'react-i18next';

interface FooterProps {
  brand: string;
  whitelabel: boolean;
}

/** 'Powered by' + brand; white-label accounts show no provider brand at all (spec §2). */
export function Footer({ brand, whitelabel }: FooterProps) {
  const { t } = useTranslation();
  if (whitelabel) return null;
  return (
    <footer className="border-t px-4 py-4 text-center text-xs text-muted-foreground sm:px-6">
      {t('shell.footer.powered_by')} <span className="font-medium text-foreground">{brand}</span>
    </footer>
  );
}
