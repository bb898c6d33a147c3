import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';

/** Spec §2 "Features Comparison dialog": [feature key, regular delivery, optimized delivery, needs a pixel integration]. */
const features: [string, boolean, boolean, boolean][] = [
  ['messages_sent', true, true, false],
  ['messages_delivered', true, true, false],
  ['messages_read', true, true, false],
  ['amount_spent', true, true, false],
  ['cost_per_delivery', true, true, false],
  ['cta_clicks', true, true, false],
  ['cost_per_click', true, true, false],
  ['cta_click_rate', false, true, false],
  ['add_to_cart', false, true, true],
  ['checkout_initiated', false, true, true],
  ['purchase', false, true, true],
  ['purchase_value', false, true, true],
];

function Mark({ yes, label }: { yes: boolean; label: string }) {
  return yes ? <Check className="size-4 md:mx-auto text-success" aria-label={label} /> : <Minus className="size-4 md:mx-auto text-muted-foreground" aria-label={label} />;
}

export function FeaturesComparisonDialog() {
  const { t } = useTranslation();
  return (
    <Dialog>
      <DialogTrigger className="cursor-pointer text-sm font-medium text-primary underline-offset-4 hover:underline">{t('home.explore_differences')}</DialogTrigger>
      <DialogContent className="max-h-[100vh] max-w-[1200px]" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('home.comparison.title')}</DialogTitle>
        </DialogHeader>
        <Table aria-label={t('home.comparison.title')} stacked>
          <TableHeader>
            <TableRow>
              <TableHead>{t('home.comparison.feature')}</TableHead>
              <TableHead className="text-center">{t('home.comparison.regular')}</TableHead>
              <TableHead className="text-center">{t('home.comparison.optimized')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {features.map(([key, regular, optimized, pixel]) => (
              <TableRow key={key}>
                <TableCell label={t('home.comparison.feature')}>
                  {t(`home.comparison.${key}`)}
                  {pixel ? ' *' : ''}
                </TableCell>
                <TableCell label={t('home.comparison.regular')}>
                  <Mark yes={regular} label={t(regular ? 'home.comparison.yes' : 'home.comparison.no')} />
                </TableCell>
                <TableCell label={t('home.comparison.optimized')}>
                  <Mark yes={optimized} label={t(optimized ? 'home.comparison.yes' : 'home.comparison.no')} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <p className="text-xs text-muted-foreground">* {t('home.comparison.pixel_note')}</p>
      </DialogContent>
    </Dialog>
  );
}
