// Sample flows shared by the runtime tests, the simulator and the server's gateway tests.
export { SIGNUP_FLOW, signupFetcher } from './signup-flow';
export { BILLING_FLOW, SUPPORT_FLOW } from './support-flows';
