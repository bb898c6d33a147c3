import { sampleEdge, sampleFlow, sampleNode, sampleReply, sampleText } from './sample-builders';

/**
 * Support menu (rich card with reply branches and a dial chip): "Pay my bill" jumps to the billing
 * flow (FLOW); "Talk to us" asks for a mobile number and an optional screenshot (FORM with an upload),
 * checks the screenshot (CONDITION, Image valid) and hands over to the helpdesk app (APP).
 * Handover: Restart Bot; timeout: End Session and Trigger Bot.
 */
export const SUPPORT_FLOW = sampleFlow({
  id: 'sample-support',
  name: 'Sample: support menu',
  variables: [{ name: 'app_result', type: 'string', default: null }],
  settings: { handoverAction: 'Restart Bot', timeoutAction: 'End Session and Trigger Bot' },
  nodes: [
    sampleNode('MESSAGE', 'menu', 0, 0, {
      content: {
        type: 'rich_card',
        options: { width: 'MEDIUM', orientation: 'Horizontal', thumbnailAlignment: 'RIGHT', mediaHeight: 'SHORT' },
        card: { id: 'menu-card', title: 'Acme Support', description: 'How can we help today?', media: { url: 'https://cdn.acme.example/support.png', thumbnailUrl: '' }, suggestions: [] },
      },
      suggestions: [
        sampleReply('billing', 'Pay my bill'),
        sampleReply('talk', 'Talk to us'),
        { id: 'call', type: 'dialer_action', label: 'Call us', phoneNumber: '+911800123456' },
      ],
    }),
    sampleNode('FLOW', 'to-billing', 1, 0, { flowId: 'sample-billing' }),
    sampleNode('FORM', 'contact', 0, 1, {
      fields: [
        { id: 'phone', type: 'text', label: 'Which mobile number can we reach you on?', required: true, variable: 'phone', inputKind: 'Telephone', validator: 'Mobile Number', capitalisation: 'Disabled' },
        { id: 'screenshot', type: 'upload', label: 'Send a screenshot of the problem, if you have one.', required: false, variable: 'screenshot', uploadType: 'image' },
      ],
    }),
    sampleNode('CONDITION', 'has-screenshot', 0, 2, { joiner: '&&', rules: [{ id: 'image', variable: 'screenshot', group: 'Image', operator: 'valid', values: [] }] }),
    sampleText('got-screenshot', 1, 2, 'Thanks, we got {{screenshot.name}}.'),
    sampleNode('APP', 'helpdesk', 0, 3, { appId: 'helpdesk', params: [{ key: 'phone', value: '{{phone}}' }] }),
    sampleText('done', 0, 4, 'The helpdesk noted: {{app_result}}. We will call {{phone}} soon.'),
  ],
  edges: [
    sampleEdge('menu', 'billing', 'to-billing'),
    sampleEdge('menu', 'talk', 'contact'),
    sampleEdge('contact', 'next', 'has-screenshot'),
    sampleEdge('has-screenshot', 'true', 'got-screenshot'),
    sampleEdge('has-screenshot', 'false', 'helpdesk'),
    sampleEdge('got-screenshot', 'next', 'helpdesk'),
    sampleEdge('helpdesk', 'next', 'done'),
  ],
});

/** Billing, reached from the support menu: adds 18% GST (ARITHMETIC) and takes the payment (PAYMENT). */
export const BILLING_FLOW = sampleFlow({
  id: 'sample-billing',
  name: 'Sample: billing',
  variables: [{ name: 'bill_amount', type: 'number', default: 500 }],
  nodes: [
    sampleNode('ARITHMETIC', 'add-tax', 0, 0, { left: { type: 'variable', name: 'bill_amount' }, operator: '*', right: { type: 'number', value: '1.18' }, resultVariable: 'total_due' }),
    sampleText('bill', 0, 1, 'Your bill is INR {{bill_amount}} plus 18% GST: INR {{total_due}}.'),
    sampleNode('PAYMENT', 'pay', 0, 2, { amount: '{{total_due}}', currency: 'INR', description: 'Acme bill' }),
    sampleText('paid', 0, 3, 'Payment received. Thank you!'),
    sampleText('unpaid', 1, 3, 'The payment did not go through. Send a message to start again.'),
  ],
  edges: [sampleEdge('add-tax', 'next', 'bill'), sampleEdge('bill', 'next', 'pay'), sampleEdge('pay', 'success', 'paid'), sampleEdge('pay', 'failure', 'unpaid')],
});
