import { AlarmClock, Play, RotateCcw, SkipForward, StepForward, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { type CanvasOverlay, type EditorCatalogue, nodeName } from '@/canvas/editor';
import { conversationLanguage, flowLanguagesOf, textDirection, type Fetcher, type FlowStore, type UploadedFile } from '@/canvas/engine';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Label } from '@/ui/label';
import { PhoneMessage, type ChipAnswer } from '@/chat/phone-message';
import { SimulatorComposer } from './simulator-composer';
import { SimulatorDetails } from './simulator-details';
import { useSimulator } from './use-simulator';
import { useFormat } from '@/ui/format';

interface SimulatorPanelProps {
  store: FlowStore;
  fetcher: Fetcher;
  loadFlow: (flowId: string) => Promise<unknown>;
  onClose: () => void;
  /** The running node and the path so far, for the editor's `overlay`; null once the panel closes. */
  onOverlay: (overlay: CanvasOverlay | null) => void;
  /** Names FLOW and APP targets in the path and step details, as the canvas does. */
  catalogue?: EditorCatalogue;
}

/** "Test your bot": a phone-like chat over the canvas document, with path, variables and API calls. */
export function SimulatorPanel({ store, fetcher, loadFlow, onClose, onOverlay, catalogue }: SimulatorPanelProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const stepId = useId();
  const log = useRef<HTMLDivElement>(null);
  const selected = useStore(store.api, (state) => (state.selection.nodeIds.length === 1 ? state.selection.nodeIds[0] : null));
  const simulator = useSimulator({ getDocument: store.getDoc, fetcher, loadFlow });
  const declared = useStore(store.api, (state) => state.doc.languages);
  const languages = flowLanguagesOf({ languages: declared });
  const language = conversationLanguage({ languages: declared }, simulator.language);
  const languageId = useId();
  const nameOf = (id: string) => {
    const node = store.getDoc().nodes.find((candidate) => candidate.id === id);
    return node ? nodeName(node, t, catalogue) : id;
  };
  const lastTurn = simulator.entries.reduce((last, entry) => (entry.from === 'bot' ? Math.max(last, entry.turn) : last), 0);

  useEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [simulator.entries.length]);

  const { current, path, pathEdges } = simulator;
  const overlay = useMemo<CanvasOverlay>(() => ({ activeNodeId: current, pathNodeIds: new Set(path), pathEdgeIds: pathEdges }), [current, path, pathEdges]);
  useEffect(() => {
    onOverlay(overlay);
  }, [onOverlay, overlay]);
  useEffect(() => () => onOverlay(null), [onOverlay]);

  const answer = (chip: ChipAnswer) =>
    void (chip.type === 'postback' ? simulator.send({ type: 'postback', data: chip.data }, chip.label) : simulator.send({ type: 'text', text: chip.text }, chip.text));

  const sendFile = (file: UploadedFile) =>
    void simulator.send({ type: 'upload', file }, t('chatbot.simulator.sent_file', { name: file.name, size: format.fileSize(file.size) }));

  return (
    <div className="flex h-full min-h-0 flex-col bg-surface" data-testid="simulator">
      <div className="flex items-center gap-2 border-b px-3 py-2">
        <h2 className="flex-1 text-sm font-semibold">{t('chatbot.simulator.title')}</h2>
        <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.simulator.close')} onClick={onClose}>
          <X aria-hidden />
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-b px-3 py-2">
        <Button size="sm" onClick={() => void simulator.restart()} disabled={simulator.running}>
          {simulator.entries.length ? <RotateCcw aria-hidden /> : <Play aria-hidden />}
          {simulator.entries.length ? t('chatbot.simulator.restart') : t('chatbot.simulator.start')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => selected && void simulator.restart(selected)} disabled={!selected || simulator.running}>
          {t('chatbot.simulator.start_from_selected')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void simulator.send({ type: 'timeout' }, t('chatbot.simulator.timed_out'))}
          disabled={!simulator.entries.length || simulator.ended || !simulator.canAnswer}
          title={t('chatbot.simulator.timeout_hint')}
        >
          <AlarmClock aria-hidden />
          {t('chatbot.simulator.timeout')}
        </Button>
        {languages.others.length > 0 ? (
          <div className="flex items-center gap-2">
            <Label htmlFor={languageId}>{t('flowLanguages.simulator.language')}</Label>
            <select
              id={languageId}
              data-testid="simulator-language"
              value={language}
              onChange={(event) => simulator.setLanguage(event.target.value)}
              className="h-8 rounded-md border border-input bg-surface px-2 text-sm"
            >
              {[languages.default, ...languages.others].map((code) => (
                <option key={code} value={code}>
                  {t(`flowLanguages.names.${code}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex items-center gap-2">
          <Checkbox id={stepId} checked={simulator.stepMode} onCheckedChange={(checked) => simulator.setStepMode(checked === true)} />
          <Label htmlFor={stepId}>{t('chatbot.simulator.step_mode')}</Label>
        </div>
        {simulator.queued.length ? (
          <>
            <Button size="sm" variant="secondary" onClick={simulator.advance}>
              <StepForward aria-hidden />
              {t('chatbot.simulator.next_step', { count: simulator.queued.length })}
            </Button>
            <Button size="sm" variant="ghost" onClick={simulator.finish}>
              <SkipForward aria-hidden />
              {t('chatbot.simulator.run_rest')}
            </Button>
          </>
        ) : null}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <div dir={textDirection(language)} className="mx-auto my-3 flex h-[28rem] w-[calc(100%-1.5rem)] max-w-sm flex-col overflow-hidden rounded-[1.5rem] border-4 border-foreground/80 bg-background">
          <div ref={log} role="log" aria-live="polite" aria-label={t('chatbot.simulator.conversation')} className="min-h-0 flex-1 space-y-2 overflow-y-auto p-3">
            {simulator.entries.length === 0 ? <p lang={i18n.language} dir={i18n.dir()} className="text-center text-xs text-muted-foreground">{t('chatbot.simulator.empty')}</p> : null}
            {simulator.entries.map((entry) =>
              entry.from === 'user' ? (
                <p key={entry.id} lang={language} className="ms-auto w-fit max-w-[85%] rounded-2xl rounded-se-sm bg-primary px-3 py-2 text-sm break-words text-primary-foreground">
                  <span className="sr-only">{t('chatbot.simulator.you')}: </span>
                  {entry.text}
                </p>
              ) : (
                <div key={entry.id} lang={language}>
                  <PhoneMessage message={entry.message} onAnswer={entry.turn === lastTurn && simulator.canAnswer ? answer : null} />
                </div>
              ),
            )}
            {simulator.ended ? <p lang={i18n.language} dir={i18n.dir()} className="text-center text-xs text-muted-foreground">{t('chatbot.simulator.ended')}</p> : null}
          </div>
          <SimulatorComposer disabled={!simulator.canAnswer} onText={(typed) => void simulator.send({ type: 'text', text: typed }, typed)} onFile={sendFile} />
        </div>
        <SimulatorDetails path={simulator.path} current={simulator.current} variables={simulator.variables} apiCalls={simulator.apiCalls} nameOf={nameOf} />
      </div>
    </div>
  );
}
