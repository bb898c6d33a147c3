/**
 * The whole route table of spec §2 in one file. Hash routing; areas are lazy chunks.
 * Every route passes the AccessGate, which applies the same access rules as the menu.
 * Rendered inside a HashRouter by `AppRoutes`.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AccessGate } from '@/shell/frame/access-gate';
import { BlankLayout } from '@/shell/layout/blank-layout';
import { Spinner } from '@/ui/spinner';
import { RouteErrorBoundary } from './route-error';

type AreaPage = ComponentType<{ subPaths: readonly string[] }>;

// The full layout (menu, icons, idle watch) is a chunk of its own: the sign-in screens do not need it.
const ShellFrame = lazy(() => import('@/shell/frame/shell-frame').then((m) => ({ default: m.ShellFrame })));

const auth = () => import('@/areas/auth');
const EnterpriseLoginPage = lazy(() => auth().then((m) => ({ default: m.EnterpriseLoginPage })));
const SandboxLoginPage = lazy(() => auth().then((m) => ({ default: m.SandboxLoginPage })));
const CustomerLoginPage = lazy(() => import('@/areas/auth/customer-login').then((m) => ({ default: m.CustomerLoginPage })));
const AlertPage = lazy(() => import('@/shell/feedback/alert-page').then((m) => ({ default: m.AlertPage })));
const home = () => import('@/areas/home');
const HomePage = lazy(() => home().then((m) => ({ default: m.HomePage })));
const SelectChannelPage = lazy(() => home().then((m) => ({ default: m.SelectChannelPage })));
const users = () => import('@/areas/users');
const UserListPage = lazy(() => users().then((m) => ({ default: m.UserListPage })));
const CreateUserPage = lazy(() => users().then((m) => ({ default: m.CreateUserPage })));
const RcsArea = lazy(() => import('@/areas/rcs').then((m) => ({ default: m.RcsAreaPage as AreaPage })));
const WhatsappArea = lazy(() => import('@/areas/whatsapp').then((m) => ({ default: m.WhatsappAreaPage as AreaPage })));
const InsightsArea = lazy(() => import('@/areas/insights').then((m) => ({ default: m.InsightsAreaPage as AreaPage })));
const ChatbotArea = lazy(() => import('@/areas/chatbot').then((m) => ({ default: m.ChatbotAreaPage as AreaPage })));
const DownloadsArea = lazy(() => import('@/areas/downloads').then((m) => ({ default: m.DownloadsAreaPage as AreaPage })));
const TablesArea = lazy(() => import('@/areas/tables').then((m) => ({ default: m.TablesAreaPage as AreaPage })));

/** Known sub-paths of spec §2, spelled as the product spells them (`brodcast-rcs`). */
export const areaSubPaths = {
  'campaign-management': [
    'brodcast-rcs', 'scheduled-rcs', 'rcs-reports', 'rcs-campaign-reports', 'edit-rcs', 'campaigns-creation', 'edit-campaigns',
    'templates-list', 'new-create-templates', 'create-templates', 'save-rcs', 'edit-rcs-template/{data}', 'view-rcs-template/{data}',
    'new-create-templates/{data}', 'edit-campaigns/{data}',
  ],
  'whatsapp-campaign': [
    'report', 'profile', 'template-management', 'webhook-configuration', 'register-new-whatsapp-api', 'register-whatsapp-api',
    'notification-subscription', 'waba-cloud-list', 'waba-status', 'help-center', 'create-template-message',
    'new-create-template-message', 'migrate-whatsapp-numbers', 'handover-template', 'transaction-history', 'automation-builder',
    'send-whatsapp', 'schedule-whatsappcampaign', 'contact-scrubbing', 'maker-list', 'checker-list', 'distributed-delivery',
    'pending-download-list', 'whatsapp-registration-form', 'waba-nos-list', 'view-template-message/{data}',
    'edit-template-message/{data}', 'update-template-message/{data}', 'new-view-template', 'new-edit-template',
  ],
  chatbot: [
    'chatreport', 'intent-list', 'create-app/app-list', 'create-flow', 'flow-list', 'create-bot', 'gateway', 'create-intent',
    'enterpriseapi/enterpriseapi-list', 'enterpriseapi/enterpriseapi-add', 'folders/list-folder', 'settings',
  ],
  insights: [],
  'download-center': [],
  tables: [],
} as const satisfies Record<string, readonly string[]>;

const pageFallback = (
  <div className="flex min-h-40 items-center justify-center">
    <Spinner label="…" />
  </div>
);
const page = (node: ReactNode) => <Suspense fallback={pageFallback}>{node}</Suspense>;

function areaRoutes(base: keyof typeof areaSubPaths, Area: AreaPage): RouteObject {
  const subPaths = areaSubPaths[base];
  const element = page(<Area subPaths={subPaths} />);
  return {
    path: `/${base}`,
    children: [{ index: true, element }, ...subPaths.map((sub) => ({ path: sub.replace('{data}', ':data'), element }))],
  };
}

export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AccessGate />
      </RouteErrorBoundary>
    ),
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      {
        path: '/login',
        element: <BlankLayout />,
        children: [
          { index: true, element: page(<EnterpriseLoginPage />) },
          { path: 'enterprise', element: page(<EnterpriseLoginPage />) },
          { path: 'sandbox', element: page(<SandboxLoginPage />) },
        ],
      },
      { path: '/alert', element: page(<AlertPage />) },
      {
        element: page(<ShellFrame />),
        children: [
          { path: '/home', children: [{ index: true, element: page(<HomePage />) }, { path: 'select-channel', element: page(<SelectChannelPage />) }] },
          { path: '/customer-login', element: page(<CustomerLoginPage />) },
          { path: '/user-list', children: [{ index: true, element: page(<UserListPage />) }, { path: 'create-user', element: page(<CreateUserPage />) }] },
          areaRoutes('campaign-management', RcsArea),
          areaRoutes('whatsapp-campaign', WhatsappArea),
          areaRoutes('insights', InsightsArea),
          areaRoutes('chatbot', ChatbotArea),
          areaRoutes('download-center', DownloadsArea),
          areaRoutes('tables', TablesArea),
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** Declarative routing: the data router would double React Router's weight on the sign-in page. */
export function AppRoutes() {
  return useRoutes(routes);
}
