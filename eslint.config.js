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

// Who may import whom (shared/design/architecture.md and style.md): the kernel is the bottom of the canvas,
// kinds sit on it, the registry above the kinds, the engine above the registry, the editor on top.
const layers = [
  { from: 'app', allow: ['app', 'area', 'shell', 'api', 'ui', 'engine', 'kernel', 'kinds', 'editor'] },
  { from: 'area', allow: [['area', { area: '${from.area}' }], 'shell', 'api', 'ui', 'chat', 'campaigns', 'engine', 'kernel', 'kinds', 'editor'] },
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
  { from: 'server', allow: ['server', 'api', 'engine', 'kernel', 'registry', 'kinds'] },
  // The routes and the composition root stand on top: nothing below them imports them (docs/architecture.md).
  { from: 'server-top', allow: ['server-top', 'server', 'api', 'engine', 'kernel', 'registry', 'kinds'] },
];
// A kind's tests run it inside the engine (fixtures, conversations); that is not a cycle of the product.
// A server test stands on the whole server, as a caller does.
const testLayers = [
  ...layers,
  { from: ['kinds', 'kind-views', 'registry', 'kernel'], allow: ['engine', 'registry', 'kinds', 'kind-views'] },
  { from: 'server', allow: ['server-top'] },
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
        {
          type: 'server-top',
          pattern: ['server/routes/**', 'server/app.ts', 'server/main.ts', 'server/worker.ts', 'server/start-messaging.ts', 'server/channel-event-consumers.ts', 'server/reliability/**', 'server/testing/**', 'server/**/*.testing.ts'],
          mode: 'full',
        },
        { type: 'server', pattern: 'server/**', mode: 'full' },
      ],
    },
    rules: { 'boundaries/element-types': ['error', { default: 'disallow', rules: layers }] },
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
    // Dispatch asks the campaign's channel strategy (server/messaging/channels/campaign-channels.ts); a branch on the name would bypass it.
    files: ['server/messaging/dispatch/**/*.ts'],
    ignores: ['server/messaging/dispatch/**/*.test.ts', 'server/messaging/dispatch/**/*.testing.ts'],
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
