import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createFlowStore, generateFlow } from '@/canvas/engine';
import en from '../../../../public/assets/i18n/en.json';
import { FlowEditor } from '../flow-editor';
import { benchNodeCount, markWhenRendered } from './bench-params';

// Bench page: the full editor on a generated flow of `?nodes=` nodes. Not part of the app build.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false }, initAsync: false });

const store = createFlowStore(generateFlow({ nodeCount: benchNodeCount(location.search), seed: 1 }));
// The layout bench edits the flow between two layouts, as an author would.
(globalThis as { benchStore?: typeof store }).benchStore = store;
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the bench page');
markWhenRendered();
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <FlowEditor store={store} onSave={() => undefined} onPublish={() => undefined} />
    </I18nextProvider>
  </StrictMode>,
);
