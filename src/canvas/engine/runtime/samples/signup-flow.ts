import type { NodeDataOf } from '@/canvas/registry';
import type { Fetcher, HttpResponse } from '@/canvas/kernel';
import { sampleEdge, sampleFlow, sampleNode, sampleReply, sampleText } from './sample-builders';

/** One card of a carousel, as the MESSAGE kind stores it. */
type Card = Extract<NodeDataOf<'MESSAGE'>['content'], { type: 'carousel' }>['cards'][number];

const deal = (id: string, title: string, description: string, image: string): Card => ({
  id,
  title,
  description,
  media: { url: `https://cdn.acme.example/deals/${image}`, thumbnailUrl: '' },
  suggestions: [{ id: `${id}-shop`, type: 'url_action', label: 'Shop now', url: `https://acme.example/deals/${id}` }],
});

/**
 * Sign-up: greet → ask name, email and an optional mobile number (FORM) → check the email
 * (CONDITION) → register with the API → add a welcome bonus (ARITHMETIC) → thank and show deals (carousel).
 */
export const SIGNUP_FLOW = sampleFlow({
  id: 'sample-signup',
  name: 'Sample: newsletter sign-up',
  variables: [{ name: 'points', type: 'number', default: 0 }],
  nodes: [
    sampleNode('MESSAGE', 'welcome', 0, 0, {
      content: { type: 'text_message', text: 'Welcome to Acme Deals! Shall we sign you up for the weekly deals?' },
      suggestions: [sampleReply('signup', 'Sign me up'), sampleReply('later', 'Not now')],
    }),
    sampleText('bye', 1, 0, 'No problem. Say hi any time!'),
    sampleNode('FORM', 'details', 0, 1, {
      fields: [
        { id: 'name', type: 'text', label: 'What is your name?', required: true, variable: 'name', inputKind: 'Full Name', validator: 'Fullname', capitalisation: 'Word Start' },
        { id: 'email', type: 'text', label: 'Thanks {{name}}. Your email address?', required: true, variable: 'email', inputKind: 'Custom Text', validator: 'No Validation', capitalisation: 'Disabled' },
        { id: 'mobile', type: 'text', label: 'Your mobile number, for deal alerts?', required: false, variable: 'mobile', inputKind: 'Telephone', validator: 'Mobile Number', capitalisation: 'Disabled' },
      ],
    }),
    sampleNode('CONDITION', 'email-ok', 0, 2, { joiner: '&&', rules: [{ id: 'valid-email', variable: 'email', group: 'Email', operator: 'valid', values: [] }] }),
    sampleText('bad-email', 1, 2, '"{{email}}" does not look like an email address. Let us try again.'),
    sampleNode('API', 'register', 0, 3, {
      method: 'POST',
      url: 'https://api.acme.example/v1/subscribers',
      headers: [{ key: 'Content-Type', value: 'application/json' }],
      bodyType: 'raw',
      body: '{"name": "{{name}}", "email": "{{email}}", "mobile": "{{mobile}}"}',
      bodyFields: [],
      access: 'Public',
      responseMappings: [
        { path: 'data.id', variable: 'subscriber_id' },
        { path: 'data.points', variable: 'points' },
      ],
    }),
    sampleText('api-down', 1, 3, 'Sorry, we could not sign you up right now. Please try again later.'),
    sampleNode('ARITHMETIC', 'bonus', 0, 4, { left: { type: 'variable', name: 'points' }, operator: '+', right: { type: 'number', value: '50' }, resultVariable: 'total_points' }),
    sampleText('thanks', 0, 5, 'You are in, {{name}}! Member {{subscriber_id}}, you now have {{total_points}} points.'),
    sampleNode('MESSAGE', 'deals', 0, 6, {
      content: {
        type: 'carousel',
        options: { width: 'MEDIUM', orientation: 'Vertical', thumbnailAlignment: 'LEFT', mediaHeight: 'MEDIUM' },
        cards: [deal('shoes', 'Running shoes', '30% off until Sunday', 'shoes.jpg'), deal('watch', 'Smart watch', 'Free strap with every watch', 'watch.jpg')],
      },
      suggestions: [],
    }),
  ],
  edges: [
    sampleEdge('welcome', 'signup', 'details'),
    sampleEdge('welcome', 'later', 'bye'),
    sampleEdge('details', 'next', 'email-ok'),
    sampleEdge('email-ok', 'true', 'register'),
    sampleEdge('email-ok', 'false', 'bad-email'),
    sampleEdge('bad-email', 'next', 'details'),
    sampleEdge('register', 'success', 'bonus'),
    sampleEdge('register', 'failure', 'api-down'),
    sampleEdge('bonus', 'next', 'thanks'),
    sampleEdge('thanks', 'next', 'deals'),
  ],
});

/**
 * The sign-up API as the sample expects it: `POST /v1/subscribers` answers 201 with an id and
 * 100 starting points; an email at `error.io` gets a 500; anything else is a 404.
 */
export const signupFetcher: Fetcher = async (request): Promise<HttpResponse> => {
  if (request.method !== 'POST' || request.url !== 'https://api.acme.example/v1/subscribers') return { status: 404, headers: {}, body: 'not found' };
  const sent = request.body?.type === 'raw' ? (JSON.parse(request.body.text) as { email: string }) : { email: '' };
  if (sent.email.endsWith('@error.io')) return { status: 500, headers: {}, body: '{"error":"database down"}' };
  return { status: 201, headers: { 'content-type': 'application/json' }, body: '{"data":{"id":"SUB-1001","points":100}}' };
};
