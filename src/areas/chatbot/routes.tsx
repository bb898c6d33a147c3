import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useRoutes } from 'react-router-dom';
import { Spinner } from '@/ui/spinner';
import { AppListPage } from './pages/app-list-page';
import { ChatReportPage } from './pages/chat-report-page';
import { CreateBotPage } from './pages/create-bot-page';
import { CreateFlowPage } from './pages/create-flow-page';
import { EnterpriseApiFormPage } from './pages/enterprise-api-form-page';
import { EnterpriseApiListPage } from './pages/enterprise-api-list-page';
import { FlowListPage } from './pages/flow-list-page';
import { FolderListPage } from './pages/folder-list-page';
import { GatewayPage } from './pages/gateway-page';
import { IntentFormPage } from './pages/intent-form-page';
import { IntentListPage } from './pages/intent-list-page';
import { PwaProfilesPage } from './pages/pwa-profiles-page';

// The canvas (React Flow, ELK) is the heavy part of the area: only the editor page loads it.
const EditFlowPage = lazy(() => import('./pages/edit-flow-page').then((m) => ({ default: m.EditFlowPage })));

function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<Spinner label={t('chatbot.common.loading')} showLabel />}>{children}</Suspense>;
}

/**
 * The chatbot area's pages under `/chatbot/*`: the spec §2 sub-paths, plus the edit pages the
 * framing rule names (`edit-flow/:flowId`, `enterpriseapi/enterpriseapi-edit/:id`, `edit-intent/:id`). The route table mounts it once: `{ path: '/chatbot/*', element: <ChatbotRoutes /> }`.
 */
export function ChatbotRoutes() {
  return useRoutes([
    { index: true, element: <Navigate to="folders/list-folder" replace /> },
    { path: 'folders/list-folder', element: <FolderListPage /> },
    { path: 'create-bot', element: <CreateBotPage /> },
    { path: 'flow-list', element: <FlowListPage /> },
    { path: 'create-flow', element: <CreateFlowPage /> },
    { path: 'edit-flow/:flowId', element: <Loading><EditFlowPage /></Loading> },
    { path: 'enterpriseapi/enterpriseapi-list', element: <EnterpriseApiListPage /> },
    { path: 'enterpriseapi/enterpriseapi-add', element: <EnterpriseApiFormPage /> },
    { path: 'enterpriseapi/enterpriseapi-edit/:id', element: <EnterpriseApiFormPage /> },
    { path: 'intent-list', element: <IntentListPage /> },
    { path: 'create-intent', element: <IntentFormPage /> },
    { path: 'edit-intent/:id', element: <IntentFormPage /> },
    { path: 'create-app/app-list', element: <AppListPage /> },
    { path: 'gateway', element: <GatewayPage /> },
    { path: 'settings', element: <PwaProfilesPage /> },
    { path: 'chatreport', element: <ChatReportPage /> },
    { path: '*', element: <Navigate to="folders/list-folder" replace /> },
  ]);
}
