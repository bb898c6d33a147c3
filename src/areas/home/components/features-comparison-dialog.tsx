import type { ColumnDef } from '@tanstack/react-table';
import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';
import { ResourceTable } from '@/ui/resource-table';

/** Spec §2 "Features Comparison dialog": [feature key, regular delivery, optimized delivery, needs a pixel integration]. */
type Feature = [key: string, regular: boolean, optimized: boolean, pixel: boolean];

const features: Feature[] = [
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
  const mark = (yes: boolean) => <Mark yes={yes} label={t(yes ? 'home.comparison.yes' : 'home.comparison.no')} />;
  const columns: ColumnDef<Feature>[] = [
    { id: 'feature', header: t('home.comparison.feature'), cell: ({ row: { original: [key, , , pixel] } }) => `${t(`home.comparison.${key}`)}${pixel ? ' *' : ''}` },
    { id: 'regular', header: t('home.comparison.regular'), cell: ({ row }) => mark(row.original[1]), meta: { headClassName: 'text-center' } },
    { id: 'optimized', header: t('home.comparison.optimized'), cell: ({ row }) => mark(row.original[2]), meta: { headClassName: 'text-center' } },
  ];
  return (
    <Dialog>
      <DialogTrigger className="cursor-pointer text-sm font-medium text-primary underline-offset-4 hover:underline">{t('home.explore_differences')}</DialogTrigger>
      <DialogContent className="max-h-[100vh] max-w-[1200px]" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('home.comparison.title')}</DialogTitle>
        </DialogHeader>
        <ResourceTable label={t('home.comparison.title')} columns={columns} rows={features} getRowId={([key]) => key} />
        <p className="text-xs text-muted-foreground">* {t('home.comparison.pixel_note')}</p>
      </DialogContent>
    </Dialog>
  );
}
