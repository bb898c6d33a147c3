import { AreaIndexPage } from '@/shell/placeholder/area-index-page';

/** Until this area's issue builds its pages, every one of its routes lands on its route index. */
export function WhatsappAreaPage({ subPaths }: { subPaths: readonly string[] }) {
  return <AreaIndexPage titleKey="areas.whatsapp" basePath="/whatsapp-campaign" subPaths={subPaths} />;
}
