import type { AreaRoute } from '@/shell/area/area-routes';
import { CreateTemplatePage, EditTemplatePage } from '../templates/template-editor-page';
import { TemplatesListPage } from '../templates/templates-list-page';
import { TemplateViewPage } from '../templates/template-view-page';

/** RCS templates and their phone preview (#13); `{data}` is `<senderId>~<templateId>` (docs/decisions.md). */
export const templatesRoutes: AreaRoute[] = [
  { path: 'templates-list', element: <TemplatesListPage /> },
  { path: 'create-templates', element: <CreateTemplatePage /> },
  { path: 'new-create-templates', element: <CreateTemplatePage /> },
  { path: 'new-create-templates/:data', element: <CreateTemplatePage /> },
  { path: 'edit-rcs-template/:data', element: <EditTemplatePage /> },
  { path: 'view-rcs-template/:data', element: <TemplateViewPage /> },
];
