import { render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { createFlowStore, handleLayoutRequest, type FlowDocument, type FlowStore, type WorkerLike } from '@/canvas/engine';
import en from '../../../../public/assets/i18n/en.json';
import type { EditorCatalogue } from '@/canvas/kinds/shared/view';
import type { CanvasOverlay } from '../canvas/canvas-types';
import { FlowEditor } from '../flow-editor';

/**
 * What React Flow needs from a browser that jsdom lacks. Test-only: the stubs measure nothing, so
 * nodes render (with their handles) but edges, which need measured handles, do not.
 */
export function stubBrowserForReactFlow(): void {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  class DOMMatrixReadOnlyStub {
    m22: number;
    constructor(transform?: string) {
      const scale = /scale\(([\d.]+)\)/.exec(transform ?? '');
      this.m22 = scale?.[1] ? Number(scale[1]) : 1;
    }
  }
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  vi.stubGlobal('DOMMatrixReadOnly', DOMMatrixReadOnlyStub);
  // jsdom has no 2D canvas (the minimap and the overview draw on one) and logs an error per call.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}

let testI18n: i18n | null = null;

/** An i18next instance with the real English strings, created once per test file. */
export function editorTestI18n(): i18n {
  if (testI18n) return testI18n;
  testI18n = i18next.createInstance();
  void testI18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return testI18n;
}

/** A layout "worker" that runs ELK in the test's own thread: jsdom has no module workers. */
export function inProcessLayoutWorker(): WorkerLike {
  const worker: WorkerLike = {
    onmessage: null,
    postMessage(message) {
      void handleLayoutRequest(structuredClone(message)).then((data) => worker.onmessage?.({ data }));
    },
    terminate() {},
  };
  return worker;
}

export interface RenderedEditor {
  store: FlowStore;
  onSave: ReturnType<typeof vi.fn>;
  onPublish: ReturnType<typeof vi.fn>;
}

/** Renders `<FlowEditor>` over a fresh store of `doc`. */
export function renderEditor(
  doc: FlowDocument,
  options: { readOnly?: boolean; overlay?: CanvasOverlay; catalogue?: EditorCatalogue; layoutWorker?: () => WorkerLike } = {},
): RenderedEditor {
  const store = createFlowStore(doc, { seed: 'test' });
  const onSave = vi.fn();
  const onPublish = vi.fn();
  render(
    <I18nextProvider i18n={editorTestI18n()}>
      <div style={{ width: 1200, height: 800 }}>
        <FlowEditor
          store={store}
          onSave={onSave}
          onPublish={onPublish}
          readOnly={options.readOnly}
          overlay={options.overlay}
          catalogue={options.catalogue}
          layoutWorker={options.layoutWorker}
        />
      </div>
    </I18nextProvider>,
  );
  return { store, onSave, onPublish };
}
