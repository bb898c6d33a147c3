// The React parts of the payment kind, for the editor's view registry; the engine never imports this file.
export { PaymentNodeBody, paymentSummary } from './node';
export { PaymentSettings } from './settings';
