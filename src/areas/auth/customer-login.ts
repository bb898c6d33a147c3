/** Customer sign-in lives in the full layout, so it loads apart from the enterprise and sandbox screens. */
export { CustomerLoginPage } from './pages/customer-login-page';
