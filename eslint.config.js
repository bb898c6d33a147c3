// Lint: typescript-eslint plus the layering rules of shared/design/architecture.md.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const reactAndNetwork = ['react', 'react-dom', 'react-dom/*', '@xyflow/*', 'react-router-dom', 'ky', '@tanstack/*', 'i18next', 'react-i18next'];
const headless = { group: reactAndNetwork, message: 'The canvas engine is headless: no React, router or network imports.' };

// Each part of the canvas is imported through its entry points only: its index (and `testing` for test
// helpers); a kind through its index (headless) or its `view` (React parts, for the editor).
const entryPoints = {
  engine: { group: ['@/canvas/engine/**', '!@/canvas/engine/testing'], message: 'Import the engine through @/canvas/engine (or @/canvas/engine/testing in tests).' },
  kernel: { group: ['@/canvas/kernel/**'], message: 'Import the kernel through @/canvas/kernel.' },
  registry: { group: ['@/canvas/registry/**'], message: 'Import the kind registry through @/canvas/registry.' },
  editor: { group: ['@/canvas/editor/**', '!@/canvas/editor/testing'], message: 'Import the editor through @/canvas/editor (or @/canvas/editor/testing in tests).' },
  kinds: { group: ['@/canvas/kinds/*/**', '!@/canvas/kinds/*/view'], message: "Import a kind through its index (headless) or its view (React parts)." },
  siblingKind: { group: ['../*/*', '!../*/view', '!../*/index'], message: "Import another kind's folder through its index or its view." },
};
const entryPointsOutside = (own) => Object.entries(entryPoints).filter(([part]) => part !== own && part !== 'siblingKind').map(([, pattern]) => pattern);

// The server's floors, from the ground up (docs/architecture.md, "The server"): an element imports its own
// files and the elements of the floors below it, never one beside it or above it. `server-words` are the
// few files every floor speaks (the API error, the channel's events and messages, random tokens, idle
// connections, the webhook secrets), in platform/ and channel/. `messaging/` stands on six floors of its own, from
// pacing up to the webhook events and the opening of the channels (docs/architecture.md, "Inside `messaging/`").
const serverFloors = [
  ['server-ground'],
  ['server-words'],
  ['server-users', 'server-session', 'server-chatbot-store', 'server-campaigns', 'server-billing', 'server-whatsapp-accounts', 'server-rcs'],
  ['server-context'],
  ['server-auth'],
  ['server-access'],
  ['server-http'],
  ['server-insights', 'server-chatbot', 'server-openapi'],
  ['server-messaging-pacing', 'server-messaging-queue', 'server-smart-messaging'],
  ['server-messaging-campaigns'],
  ['server-messaging-rcs-campaigns'],
  ['server-messaging-channels'],
  ['server-messaging-dispatch', 'server-messaging-templates', 'server-sandbox'],
  ['server-messaging-events', 'server-open-channels'],
  ['server-automation'],
  ['server-tables', 'server-webhook-rules', 'server-customer-media', 'server-seed'],
  ['server-notifications', 'server-exports'],
  ['server-services'],
  ['server-routes'],
  ['server-root'],
  ['server-testing'],
];
const noRouteWrapper = {
  selector: ":function CallExpression[callee.name='defineRoute'] > ObjectExpression > SpreadElement[argument.type='Identifier']",
  message: 'No route wrapper: spread the family (routeFamily) into defineRoute; the router gives every handler its params and caller.',
};
const serverElements = serverFloors.flat();
// A domain's routes (server/<domain>/routes/) stand on one floor with every other domain's, and import their own
// domain's routes, never another's: what two domains' routes share is below them (platform/http).
const ownElement = (element) => (element === 'server-routes' || element === 'server-services' ? [element, { domain: '${from.domain}' }] : element);
const serverLayers = [
  ...serverFloors.flatMap((floor, level) =>
    floor.map((element) => ({ from: element, allow: [ownElement(element), ...serverFloors.slice(0, level).flat(), 'api', 'engine', 'kernel', 'registry', 'kinds'] })),
  ),
];

// What every area stands on (an area imports its own files and these, never another area).
const areaFloor = ['shell', 'api', 'ui', 'chat', 'campaigns', 'engine', 'kernel', 'kinds', 'editor'];

// Who may import whom (shared/design/architecture.md and style.md): the kernel is the bottom of the canvas,
// kinds sit on it, the registry above the kinds, the engine above the registry, the editor on top.
const layers = [
  { from: 'app', allow: ['app', 'area', 'shell', 'api', 'ui', 'engine', 'kernel', 'kinds', 'editor'] },
  { from: 'area', allow: [['area', { area: '${from.area}' }], ...areaFloor] },
  // The WhatsApp area's root (index.tsx) composes its features' routes.
  { from: [['area', { area: 'whatsapp' }]], allow: ['whatsapp-feature', 'whatsapp-shared'] },
  { from: 'whatsapp-feature', allow: [['whatsapp-feature', { feature: '${from.feature}' }], 'whatsapp-shared', ...areaFloor] },
  { from: 'whatsapp-shared', allow: ['whatsapp-shared', ...areaFloor] },
  { from: 'campaigns', allow: ['campaigns', 'shell', 'api', 'ui'] },
  { from: 'shell', allow: ['shell', 'api', 'ui'] },
  { from: 'editor', allow: ['editor', 'engine', 'kernel', 'registry', 'kinds', 'kind-views', 'ui', 'api'] },
  { from: 'kind-views', allow: ['kind-views', 'kinds', 'kernel', 'ui', 'api'] },
  { from: 'kinds', allow: ['kinds', 'kernel', 'api'] },
  { from: 'kernel', allow: ['kernel', 'api'] },
  { from: 'registry', allow: ['registry', 'kinds', 'kernel'] },
  { from: 'engine', allow: ['engine', 'registry', 'kernel', 'api'] },
  { from: 'ui', allow: ['ui'] },
  // `kernel` for the bot message types only; the engine itself stays on the server and in the console.
  { from: 'chat', allow: ['chat', 'ui', 'kernel'] },
  // No shell, areas or canvas editor: the web chat is a stranger's small page, not the console.
  { from: 'webchat', allow: ['webchat', 'chat', 'api', 'ui', 'kernel'] },
  { from: 'api', allow: ['api'] },
  ...serverLayers,
];
// A kind's tests run it inside the engine (fixtures, conversations); that is not a cycle of the product.
// A server test stands on the whole server, as a caller does.
const testLayers = [
  ...layers,
  { from: ['kinds', 'kind-views', 'registry', 'kernel'], allow: ['engine', 'registry', 'kinds', 'kind-views'] },
  { from: serverElements, allow: serverElements },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'test-results', 'playwright-report', '.data', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['src/**/*', 'server/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: ['src/app/**', 'src/main.tsx', 'src/*.css'], mode: 'full' },
        { type: 'engine', pattern: 'src/canvas/engine/**', mode: 'full' },
        { type: 'kernel', pattern: 'src/canvas/kernel/**', mode: 'full' },
        { type: 'registry', pattern: 'src/canvas/registry/**', mode: 'full' },
        // A kind's React parts (node body, settings, the shared settings kit) and its `view` entry point.
        { type: 'kind-views', pattern: ['src/canvas/kinds/**/*.tsx', 'src/canvas/kinds/*/view.ts', 'src/canvas/kinds/shared/**'], mode: 'full' },
        { type: 'kinds', pattern: 'src/canvas/kinds/**', mode: 'full' },
        { type: 'editor', pattern: 'src/canvas/editor/**', mode: 'full' },
        // The WhatsApp area's features (send, templates, report, …) import only themselves and what the area
        // shares (`whatsapp/shared`), which imports no feature; index.tsx, the area's root, composes them.
        { type: 'whatsapp-shared', pattern: 'src/areas/whatsapp/shared/**', mode: 'full' },
        { type: 'whatsapp-feature', pattern: 'src/areas/whatsapp/*/**', mode: 'full', capture: ['feature'] },
        { type: 'area', pattern: 'src/areas/*/**', mode: 'full', capture: ['area'] },
        { type: 'shell', pattern: 'src/shell/**', mode: 'full' },
        // Campaign UI both channels need (audience upload, schedule, review, progress, report): messaging.md.
        { type: 'campaigns', pattern: 'src/campaigns/**', mode: 'full' },
        { type: 'api', pattern: 'src/api/**', mode: 'full' },
        { type: 'ui', pattern: 'src/ui/**', mode: 'full' },
        // How bot messages look: shared by the simulator (an area) and the public web chat.
        { type: 'chat', pattern: 'src/chat/**', mode: 'full' },
        // The public web chat of a PWA profile: its own entry (webchat.html), not part of the console.
        { type: 'webchat', pattern: 'src/webchat/**', mode: 'full' },
        // The server's elements (serverFloors above); the first pattern a file matches names its element.
        { type: 'server-testing', pattern: ['server/testing/**', 'server/reliability/**', 'server/**/testing/**'], mode: 'full' },
        { type: 'server-words', pattern: ['server/platform/api-error.ts', 'server/platform/http/idle-connections.ts', 'server/platform/auth/tokens.ts', 'server/channel/channel.ts', 'server/channel/webhook-secrets.ts', 'server/channel/provider-answers.ts'], mode: 'full' },
        { type: 'server-ground', pattern: ['server/platform/db/**', 'server/platform/config/**', 'server/platform/process/**', 'server/platform/queue/**'], mode: 'full' },
        // A domain's routes, before the domain's own pattern: the provider's webhooks are messaging's events' routes.
        { type: 'server-routes', pattern: 'server/*/events/routes/**', mode: 'full', capture: ['domain'] },
        { type: 'server-routes', pattern: 'server/*/routes/**', mode: 'full', capture: ['domain'] },
        // A domain's services that join its store with another domain's (an RCS bot's flows, Meta's numbers), under its routes.
        { type: 'server-services', pattern: 'server/*/services/**', mode: 'full', capture: ['domain'] },
        { type: 'server-users', pattern: 'server/users/**', mode: 'full' },
        { type: 'server-session', pattern: 'server/session/**', mode: 'full' },
        { type: 'server-chatbot-store', pattern: 'server/chatbot/repo/**', mode: 'full' },
        { type: 'server-campaigns', pattern: 'server/campaigns/**', mode: 'full' },
        { type: 'server-billing', pattern: 'server/billing/**', mode: 'full' },
        { type: 'server-whatsapp-accounts', pattern: 'server/whatsapp-accounts/**', mode: 'full' },
        { type: 'server-rcs', pattern: 'server/rcs/**', mode: 'full' },
        { type: 'server-context', pattern: ['server/platform/context.ts', 'server/channel/channel-event-consumer.ts'], mode: 'full' },
        { type: 'server-auth', pattern: 'server/platform/auth/**', mode: 'full' },
        { type: 'server-access', pattern: 'server/platform/access/**', mode: 'full' },
        { type: 'server-http', pattern: 'server/platform/http/**', mode: 'full' },
        { type: 'server-insights', pattern: 'server/insights/**', mode: 'full' },
        { type: 'server-chatbot', pattern: 'server/chatbot/**', mode: 'full' },
        { type: 'server-openapi', pattern: 'server/openapi/**', mode: 'full' },
        { type: 'server-sandbox', pattern: 'server/messaging/sandbox/**', mode: 'full' },
        { type: 'server-open-channels', pattern: 'server/messaging/open/**', mode: 'full' },
        { type: 'server-messaging-pacing', pattern: 'server/messaging/pacing/**', mode: 'full' },
        { type: 'server-messaging-queue', pattern: 'server/messaging/queue/**', mode: 'full' },
        { type: 'server-smart-messaging', pattern: 'server/messaging/smart-messaging/**', mode: 'full' },
        { type: 'server-messaging-campaigns', pattern: 'server/messaging/campaigns/**', mode: 'full' },
        { type: 'server-messaging-rcs-campaigns', pattern: 'server/messaging/rcs-campaigns/**', mode: 'full' },
        { type: 'server-messaging-channels', pattern: 'server/messaging/channels/**', mode: 'full' },
        { type: 'server-messaging-dispatch', pattern: 'server/messaging/dispatch/**', mode: 'full' },
        { type: 'server-messaging-templates', pattern: 'server/messaging/templates/**', mode: 'full' },
        { type: 'server-messaging-events', pattern: 'server/messaging/events/**', mode: 'full' },
        { type: 'server-automation', pattern: 'server/automation/**', mode: 'full' },
        { type: 'server-tables', pattern: 'server/tables/**', mode: 'full' },
        { type: 'server-webhook-rules', pattern: 'server/webhook-rules/**', mode: 'full' },
        { type: 'server-customer-media', pattern: 'server/customer-media/**', mode: 'full' },
        { type: 'server-seed', pattern: 'server/seed/**', mode: 'full' },
        { type: 'server-notifications', pattern: 'server/notifications/**', mode: 'full' },
        { type: 'server-exports', pattern: 'server/exports/**', mode: 'full' },
        {
          type: 'server-root',
          pattern: ['server/app.ts', 'server/main.ts', 'server/worker.ts', 'server/start-messaging.ts', 'server/channel-event-consumers.ts', 'server/default-server-options.ts', 'server/context-ports.ts', 'server/api-routes.ts'],
          mode: 'full',
        },
      ],
    },
    rules: { 'boundaries/element-types': ['error', { default: 'disallow', rules: layers }] },
  },
  {
    // A new server folder or top-level file is given its floor in serverFloors before it lints.
    files: ['server/**/*.ts'],
    rules: { 'boundaries/no-unknown-files': 'error' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**/*.{ts,tsx}', 'server/**/*.test.ts'],
    rules: { 'boundaries/element-types': ['error', { default: 'disallow', rules: testLayers }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', 'tests/**/*.ts'],
    ignores: ['src/canvas/**', 'src/api/contracts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: entryPointsOutside(null) }] },
  },
  {
    // The engine, the kernel, the registry and the headless parts of each kind run in Node, in a worker and on the server.
    files: ['src/canvas/engine/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [headless, ...entryPointsOutside('engine')] }] },
  },
  {
    files: ['src/canvas/kernel/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [headless, ...entryPointsOutside('kernel')] }] },
  },
  {
    files: ['src/canvas/registry/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [headless, ...entryPointsOutside('registry')] }] },
  },
  {
    files: ['src/canvas/kinds/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...entryPointsOutside('kinds'), entryPoints.siblingKind] }] },
  },
  {
    files: ['src/canvas/kinds/*/{model,rules,step,index}.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [headless, ...entryPointsOutside('kinds'), entryPoints.siblingKind] }] },
  },
  {
    files: ['src/canvas/editor/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: entryPointsOutside('editor') }] },
  },
  {
    // A route family is data spread into `defineRoute` (routeFamily, server/platform/access/route-families.ts). A function
    // handing a route it was given on to `defineRoute` (`...route`) is a wrapper again, re-typing the handler's input and
    // building its own caller (issue #29's seven). Functions making routes of their own (one per path or action) stay.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', noRouteWrapper] },
  },
  {
    // A domain's routes run no SQL: its store does (docs/architecture.md, "The domains"), so a table has one home.
    files: ['server/*/routes/**/*.ts', 'server/*/events/routes/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noRouteWrapper,
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(query|exec|execMany)$/]",
          message: "A route runs no SQL: call a function of its domain's store (a *-repo.ts beside the routes).",
        },
      ],
    },
  },
  {
    // Services and stores know no HTTP (issue #29): they throw an ApiError by name, and only a domain's routes, the
    // platform's HTTP layer and the composition root speak Hono. The sandboxes are fake providers, HTTP servers by trade.
    files: ['server/**/*.ts'],
    ignores: [
      'server/*/routes/**',
      'server/*/events/routes/**',
      'server/platform/http/**',
      'server/messaging/sandbox/**',
      'server/app.ts',
      'server/main.ts',
      'server/worker.ts',
      'server/start-messaging.ts',
      'server/**/*.test.ts',
      'server/**/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...entryPointsOutside(null), { group: ['hono', 'hono/*'], message: 'A service or store knows no HTTP: take what it needs as values, and let the route (server/<domain>/routes/) speak Hono.' }] },
      ],
    },
  },
  {
    // Dispatch asks the campaign's channel strategy (server/messaging/channels/campaign-channels.ts); a branch on the name would bypass it.
    files: ['server/messaging/dispatch/**/*.ts'],
    ignores: ['server/messaging/dispatch/**/*.test.ts', 'server/messaging/dispatch/**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression:matches([operator='==='], [operator='!=='], [operator='=='], [operator='!=']):has(Literal[value=/^(rcs|whatsapp)$/])",
          message: "Dispatch does not branch on a channel's name: ask the campaign's channel strategy (campaignChannels).",
        },
      ],
    },
  },
  {
    files: ['src/api/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: reactAndNetwork, message: 'Contracts are shared with the server: zod only.' }] }] },
  },
);
