import type { AnyRoute } from '../../../http/route';
import { templateReadRoutes } from './template-read-routes';
import { templateWriteRoutes } from './template-write-routes';

/** Spec §7 "WhatsApp templates" under the campaign base (docs/api.md "WhatsApp templates"). */
export const whatsappTemplateRoutes: AnyRoute[] = [...templateReadRoutes, ...templateWriteRoutes];
