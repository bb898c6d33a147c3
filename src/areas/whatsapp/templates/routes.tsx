import { CreateTemplatePage, EditTemplatePage } from './template-editor-page';
import { TemplateManagementPage } from './template-management-page';
import { ViewTemplatePage } from './template-view-page';
import type { AreaRoute } from '@/shell/area/area-routes';

/** Template management, create, edit and view (#12); `{data}` is the template's sno (docs/decisions.md). */
export const templateRoutes: AreaRoute[] = [
  { path: 'template-management', element: <TemplateManagementPage /> },
  { path: 'create-template-message', element: <CreateTemplatePage /> },
  { path: 'new-create-template-message', element: <CreateTemplatePage /> },
  { path: 'edit-template-message/:data', element: <EditTemplatePage /> },
  { path: 'update-template-message/:data', element: <EditTemplatePage /> },
  { path: 'new-edit-template', element: <EditTemplatePage /> },
  { path: 'view-template-message/:data', element: <ViewTemplatePage /> },
  { path: 'new-view-template', element: <ViewTemplatePage /> },
];
