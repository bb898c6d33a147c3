/**
 * Everything the runtime itself says to the user, in English, with `{param}` placeholders. A bot in
 * another language passes its own texts as `deps.texts`.
 */
export const DEFAULT_RUNTIME_TEXTS = {
  stepBudgetExceeded: 'Sorry, this conversation got stuck and has been stopped. Send a message to start again.',
  arithmeticNotNumeric: 'Sorry, I could not work that out because a value was not a number. This conversation has ended.',
  divisionByZero: 'Sorry, I could not work that out because it meant dividing by zero. This conversation has ended.',
  flowNotFound: 'Sorry, this part of the conversation is not available right now. This conversation has ended.',
  nodeNotFound: 'Sorry, this bot is not ready yet. This conversation has ended.',
  appFailed: 'Sorry, that service is not available right now. This conversation has ended.',
  formEmptyAnswer: 'Please type an answer.',
  formExpectedText: 'Please type your answer instead of sending a file.',
  formFullName: 'Please enter your full name using letters only.',
  formEmail: 'Please enter a valid email address, like name@example.com.',
  formMobileNumber: 'Please enter a valid 10-digit Indian mobile number.',
  formTelephone: 'Please enter a valid phone number.',
  formDate: 'Please enter a date as YYYY-MM-DD or DD/MM/YYYY.',
  formTime: 'Please enter a time as HH:MM (24-hour clock).',
  formDateTime: 'Please enter a date and time as YYYY-MM-DD HH:MM.',
  formSkip: 'Skip',
  uploadImage: 'Please upload image only!!',
  uploadDocument: 'Please upload document only!!',
  uploadVideo: 'Please upload video only!!',
  uploadAudio: 'Please upload audio only!!',
  uploadOtherFile: 'Please upload a file that is not an image, video, audio or document.',
  uploadAnyUpload: 'Please upload a file.',
  paymentRequest: '{description}: {currency} {amount}',
  paymentPay: 'Pay now',
  paymentDone: 'I have paid',
  paymentPending: 'I have not received your payment yet. Tap "Pay now" to pay, then "I have paid".',
};

export type RuntimeTexts = typeof DEFAULT_RUNTIME_TEXTS;

/** Codes of the errors that end a conversation or a turn, as the trace reports them. */
export const RUNTIME_ERROR_CODES = {
  stepBudgetExceeded: 'STEP_BUDGET_EXCEEDED',
  arithmeticNotNumeric: 'ARITHMETIC_NOT_NUMERIC',
  divisionByZero: 'DIVISION_BY_ZERO',
  flowNotFound: 'FLOW_NOT_FOUND',
  nodeNotFound: 'NODE_NOT_FOUND',
  appFailed: 'APP_FAILED',
} as const;

/**
 * A text with its `{param}` placeholders filled.
 * @example fillText('{currency} {amount}', { currency: 'INR', amount: '99.50' }) // 'INR 99.50'
 */
export function fillText(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);
}
