import { useCallback, useMemo, useRef, useState } from 'react';
import {
  createSandboxApps,
  createSandboxPayments,
  readFlowDocument,
  runFlow,
  type BotMessage,
  type FlowDocument,
  type Fetcher,
  type HttpRequest,
  type RuntimeDeps,
  type SessionState,
  type TraceStep,
  type UserEvent,
  type Variables,
} from '@/canvas/engine';

/** Edges of `doc` its nodes left by, in the revealed trace (steps of other flows after a FLOW jump are not on this canvas). */
function edgesTaken(doc: FlowDocument, steps: readonly TraceStep[]): Set<string> {
  const taken = new Set<string>();
  for (const step of steps) {
    if (step.kind === 'SESSION' || step.flowId !== doc.id || !step.nodeId || step.branch === null) continue;
    for (const edge of doc.edges) if (edge.source === step.nodeId && edge.sourceHandle === step.branch) taken.add(edge.id);
  }
  return taken;
}

export type ChatEntry = { id: number; from: 'user'; text: string } | { id: number; from: 'bot'; message: BotMessage; turn: number };

/** One API node call as the simulator shows it. */
export interface ApiCallLog {
  id: number;
  request: Omit<HttpRequest, 'signal'>;
  response: { status: number; headers: Record<string, string>; body: unknown } | null;
  error: string | null;
}

export interface SimulatorOptions {
  /** The document on the canvas now (saved or not). */
  getDocument: () => FlowDocument;
  fetcher: Fetcher;
  /** Another flow of the bot, for FLOW jumps. */
  loadFlow: (flowId: string) => Promise<unknown>;
  now?: () => number;
}

/**
 * Runs the canvas document in the browser with `runFlow`, one user event at a time. In step mode
 * the trace of each event is revealed node by node (`advance`), so the designer can follow the path.
 */
export function useSimulator({ getDocument, fetcher, loadFlow, now = Date.now }: SimulatorOptions) {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [revealed, setRevealed] = useState<TraceStep[]>([]);
  const [queued, setQueued] = useState<TraceStep[]>([]);
  const [variables, setVariables] = useState<Variables>({});
  const [apiCalls, setApiCalls] = useState<ApiCallLog[]>([]);
  const [running, setRunning] = useState(false);
  const [stepMode, setStepMode] = useState(false);
  const [ended, setEnded] = useState(false);
  // The conversation's language, as a channel would give it; undefined: the flow's default.
  const [language, setLanguage] = useState<string | undefined>(undefined);
  const session = useRef<SessionState | null>(null);
  const turn = useRef(0);
  const ids = useRef(0);
  // Payments and app sessions live as long as one simulated conversation.
  const adapters = useRef({ payments: createSandboxPayments(), apps: createSandboxApps() });
  const pendingVariables = useRef<Variables>({});

  const deps = useMemo<RuntimeDeps>(() => {
    const recordingFetcher: Fetcher = async ({ signal, ...request }) => {
      const id = ++ids.current;
      setApiCalls((calls) => [...calls, { id, request, response: null, error: null }]);
      try {
        const response = await fetcher({ ...request, signal });
        setApiCalls((calls) => calls.map((call) => (call.id === id ? { ...call, response } : call)));
        return response;
      } catch (error) {
        setApiCalls((calls) => calls.map((call) => (call.id === id ? { ...call, error: error instanceof Error ? error.message : String(error) } : call)));
        throw error;
      }
    };
    return {
      fetcher: recordingFetcher,
      get payments() {
        return adapters.current.payments;
      },
      get apps() {
        return adapters.current.apps;
      },
      now,
      flows: async (flowId) => {
        try {
          const imported = readFlowDocument(await loadFlow(flowId));
          return imported.ok ? imported.doc : null;
        } catch {
          return null;
        }
      },
    };
  }, [fetcher, loadFlow, now]);

  const reveal = useCallback((steps: TraceStep[], turnNumber: number) => {
    setRevealed((before) => [...before, ...steps]);
    const messages = steps.flatMap((step) => step.output);
    if (messages.length) setEntries((before) => [...before, ...messages.map((message) => ({ id: ++ids.current, from: 'bot' as const, message, turn: turnNumber }))]);
  }, []);

  const send = useCallback(
    async (event: UserEvent, userText: string | null) => {
      if (running) return;
      setRunning(true);
      const turnNumber = ++turn.current;
      if (userText !== null) setEntries((before) => [...before, { id: ++ids.current, from: 'user', text: userText }]);
      setQueued([]);
      try {
        const result = await runFlow(getDocument(), session.current, event, deps, language === undefined ? {} : { language });
        session.current = result.state;
        setEnded(result.state.ended);
        pendingVariables.current = result.state.variables;
        if (stepMode) {
          setQueued(result.trace);
        } else {
          reveal(result.trace, turnNumber);
          setVariables(result.state.variables);
        }
      } finally {
        setRunning(false);
      }
    },
    [deps, getDocument, language, reveal, running, stepMode],
  );

  /** Step mode: shows the next executed node and what it said (session decisions come along with it). */
  const advance = useCallback(() => {
    const nodeIndex = queued.findIndex((step) => step.kind !== 'SESSION');
    const count = nodeIndex === -1 ? queued.length : nodeIndex + 1;
    const shown = queued.slice(0, count);
    const rest = queued.slice(count);
    if (shown.length === 0) return;
    reveal(shown, turn.current);
    setQueued(rest);
    setVariables((before) => (rest.length === 0 ? pendingVariables.current : Object.assign({ ...before }, ...shown.map((step) => step.variablesChanged))));
  }, [queued, reveal]);

  /** Step mode: shows the rest of the current event at once. */
  const finish = useCallback(() => {
    if (queued.length === 0) return;
    reveal(queued, turn.current);
    setQueued([]);
    setVariables(pendingVariables.current);
  }, [queued, reveal]);

  const restart = useCallback(
    (fromNodeId?: string) => {
      session.current = null;
      setRevealed([]);
      adapters.current = { payments: createSandboxPayments(), apps: createSandboxApps() };
      setEntries([]);
      setApiCalls([]);
      setVariables({});
      setEnded(false);
      return send(fromNodeId ? { type: 'start', fromNodeId } : { type: 'start' }, null);
    },
    [send],
  );

  const current = revealed.at(-1)?.nodeId ?? null;
  const path = useMemo(() => [...new Set(revealed.flatMap((step) => (step.nodeId && step.kind !== 'SESSION' ? [step.nodeId] : [])))], [revealed]);
  const pathEdges = useMemo(() => edgesTaken(getDocument(), revealed), [getDocument, revealed]);
  /** The user may type: nothing runs and nothing of the last event is still to be shown. */
  const canAnswer = queued.length === 0 && !running;

  return { entries, queued, variables, apiCalls, running, ended, canAnswer, stepMode, setStepMode, language, setLanguage, send, advance, finish, restart, current, path, pathEdges };
}
