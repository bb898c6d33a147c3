/** The sign-in screens: one lazy chunk, the lightest path into the console. */
export { EnterpriseLoginPage } from './pages/enterprise-login-page';
export { SandboxLoginPage } from './pages/sandbox-login-page';
