import type { AnyRoute } from '../../../platform/http/route';
import { syncTemplatesRoute } from './sync-templates-route';
import { templateReadRoutes } from './template-read-routes';
import { templateWriteRoutes } from './template-write-routes';

/** Spec §7 "WhatsApp templates" under the campaign base, and syncTemplates (docs/api.md "WhatsApp templates"). */
export const whatsappTemplateRoutes: AnyRoute[] = [...templateReadRoutes, ...templateWriteRoutes, syncTemplatesRoute];
