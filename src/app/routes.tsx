/**
 * The route table of spec §2: top-level routes here; each lazy area owns its known sub-paths.
 * Hash routing; areas are lazy chunks.
 * Every route passes the AccessGate, which applies the same access rules as the menu.
 * Rendered inside a HashRouter by `AppRoutes`.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { loadCrypto } from '@/api/crypto/on-demand';
import { AccessGate, Redirect } from '@/shell/frame/access-gate';
import { BlankLayout } from '@/shell/layout/blank-layout';
import { Spinner } from '@/ui/spinner';
import { RouteErrorBoundary } from './route-error';

// The full layout (menu, icons, idle watch) is a chunk of its own: the sign-in screens do not need it.
// It keeps sealed values in the session (the previous URL, a white-label logo) even for a signed-out
// visitor of /customer-login, so crypto-js loads with it.
const ShellFrame = lazy(() => Promise.all([import('@/shell/frame/shell-frame'), loadCrypto()]).then(([m]) => ({ default: m.ShellFrame })));

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
const RcsRoutes = lazy(() => import('@/areas/rcs').then((m) => ({ default: m.RcsRoutes })));
const WhatsappRoutes = lazy(() => import('@/areas/whatsapp').then((m) => ({ default: m.WhatsappRoutes })));
const InsightsRoutes = lazy(() => import('@/areas/insights').then((m) => ({ default: m.InsightsRoutes })));
const ChatbotRoutes = lazy(() => import('@/areas/chatbot').then((m) => ({ default: m.ChatbotRoutes })));
const DownloadsRoutes = lazy(() => import('@/areas/downloads').then((m) => ({ default: m.DownloadsRoutes })));
const TablesRoutes = lazy(() => import('@/areas/tables').then((m) => ({ default: m.TablesRoutes })));


const pageFallback = (
  <div className="flex min-h-40 items-center justify-center">
    <Spinner label="…" />
  </div>
);
const page = (node: ReactNode) => <Suspense fallback={pageFallback}>{node}</Suspense>;


export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AccessGate />
      </RouteErrorBoundary>
    ),
    children: [
      { path: '/', element: <Redirect to="/login" /> },
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
          // Each area owns its sub-routes (spec §2 "Known sub-paths"), in its own lazy chunk.
          { path: '/campaign-management/*', element: page(<RcsRoutes />) },
          { path: '/whatsapp-campaign/*', element: page(<WhatsappRoutes />) },
          { path: '/insights/*', element: page(<InsightsRoutes />) },
          { path: '/chatbot/*', element: page(<ChatbotRoutes />) },
          { path: '/download-center/*', element: page(<DownloadsRoutes />) },
          { path: '/tables/*', element: page(<TablesRoutes />) },
        ],
      },
      { path: '*', element: <Redirect to="/" /> },
    ],
  },
];

/** Declarative routing: the data router would double React Router's weight on the sign-in page. */
export function AppRoutes() {
  return useRoutes(routes);
}
