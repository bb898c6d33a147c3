/** The sign-in screens: one lazy chunk, the lightest path into the console. */
export { CustomerLoginPage } from './pages/customer-login-page';
export { EnterpriseLoginPage } from './pages/enterprise-login-page';
export { SandboxLoginPage } from './pages/sandbox-login-page';
