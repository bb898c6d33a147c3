// Lint: typescript-eslint plus the layering rules of shared/design/architecture.md.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const reactAndNetwork = ['react', 'react-dom', 'react-dom/*', '@xyflow/*', 'react-router-dom', 'ky', '@tanstack/*', 'i18next', 'react-i18next'];

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
        { type: 'server', pattern: 'server/**', mode: 'full' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'app', allow: ['app', 'area', 'shell', 'api', 'ui', 'engine', 'kinds', 'editor'] },
            { from: 'area', allow: [['area', { area: '${from.area}' }], 'shell', 'api', 'ui', 'chat', 'campaigns', 'engine', 'kinds', 'editor'] },
            { from: 'campaigns', allow: ['campaigns', 'shell', 'api', 'ui'] },
            { from: 'shell', allow: ['shell', 'api', 'ui'] },
            { from: 'editor', allow: ['editor', 'engine', 'kinds', 'ui', 'api'] },
            { from: 'kinds', allow: ['kinds', 'engine', 'ui', 'api'] },
            { from: 'engine', allow: ['engine', 'kinds', 'api'] },
            { from: 'ui', allow: ['ui'] },
            // `engine` for the bot message types only; the engine itself stays on the server and in the console.
            { from: 'chat', allow: ['chat', 'ui', 'engine'] },
            // No shell, areas or canvas editor: the web chat is a stranger's small page, not the console.
            { from: 'webchat', allow: ['webchat', 'chat', 'api', 'ui', 'engine'] },
            { from: 'api', allow: ['api'] },
            { from: 'server', allow: ['server', 'api', 'engine', 'kinds'] },
          ],
        },
      ],
    },
  },
  {
    // The engine and the headless parts of each kind run in Node, in a worker and on the server.
    files: ['src/canvas/engine/**/*.ts', 'src/canvas/kinds/*/{model,rules,step,index}.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: reactAndNetwork, message: 'The canvas engine is headless: no React, router or network imports.' }, { group: ['**/*.tsx'], message: 'The engine imports only headless files.' }] }],
    },
  },
  {
    files: ['src/api/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: reactAndNetwork, message: 'Contracts are shared with the server: zod only.' }] }] },
  },
);
