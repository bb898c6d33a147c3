import { z } from 'zod';
import { FLOW_LANGUAGES, FLOW_STATES, HANDOVER_ACTIONS, idSchema, type Position, positionSchema, type Size, sizeSchema, TIMEOUT_ACTIONS, VARIABLE_TYPES } from '@/canvas/kernel';
import { DOCUMENT_TYPES, KIND_REGISTRY, documentAllows, type DocumentType, type NodeDataOf, type NodeKind } from '@/canvas/registry';

/** Version of the document format written by `exportFlow`; older ones are migrated on import. */
export const CURRENT_SCHEMA_VERSION = 2;

interface NodeBase {
  id: string;
  position: Position;
  /** Size measured by the editor; layout falls back to the kind's default size. */
  measured?: Size;
  /** The node's texts in the flow's other languages: language → text key → text (see `flow-languages.ts`). */
  translations?: NodeTranslations;
}

export type FlowNodeOf<K extends NodeKind> = NodeBase & { kind: K; data: NodeDataOf<K> };
/** A node of any kind, discriminated by `kind`. */
export type FlowNode = { [K in NodeKind]: FlowNodeOf<K> }[NodeKind];

/** language → text key (the kind's `translateTexts` keys) → the text in that language. */
export const nodeTranslationsSchema = z.partialRecord(z.enum(FLOW_LANGUAGES), z.record(z.string(), z.string()));
export type NodeTranslations = Partial<Record<(typeof FLOW_LANGUAGES)[number], Record<string, string>>>;

const nodeVariants = Object.values(KIND_REGISTRY).map((definition) =>
  z.object({
    id: idSchema,
    kind: z.literal(definition.kind),
    position: positionSchema,
    measured: sizeSchema.optional(),
    translations: nodeTranslationsSchema.optional(),
    data: definition.dataSchema,
  }),
);

export const flowNodeSchema = z.discriminatedUnion(
  'kind',
  nodeVariants as unknown as [(typeof nodeVariants)[number], ...(typeof nodeVariants)[number][]],
) as unknown as z.ZodType<FlowNode>;

/**
 * The path auto-layout drew an edge along: its start, bend points and end. `source` and `target` are
 * where the edge's two nodes were laid out; the route is drawn only while both are still there, so
 * moving either node (or undoing the layout) falls back to the plain edge. Optional, so documents
 * written before it stay valid without a schema version bump.
 */
export const edgeRouteSchema = z.object({
  points: z.array(positionSchema).min(2),
  source: positionSchema,
  target: positionSchema,
});
export type EdgeRoute = z.infer<typeof edgeRouteSchema>;

export const flowEdgeSchema = z.object({
  id: idSchema,
  source: idSchema,
  /** The branch of the source node (see the kind's `outputs`). */
  sourceHandle: idSchema,
  target: idSchema,
  route: edgeRouteSchema.optional(),
});
export type FlowEdge = z.infer<typeof flowEdgeSchema>;

export const flowVariableSchema = z.object({
  name: z.string(),
  type: z.enum(VARIABLE_TYPES),
  default: z.union([z.string(), z.number(), z.boolean()]).nullable(),
});
export type FlowVariable = z.infer<typeof flowVariableSchema>;

export const botSettingsSchema = z.object({
  handoverAction: z.enum(HANDOVER_ACTIONS),
  timeoutAction: z.enum(TIMEOUT_ACTIONS),
  timeoutSeconds: z.number().int().positive(),
});
export type BotSettings = z.infer<typeof botSettingsSchema>;

/** Directions the auto-layout can lay a flow out in: layers downwards or rightwards. */
export const LAYOUT_DIRECTIONS = ['DOWN', 'RIGHT'] as const;
export type LayoutDirection = (typeof LAYOUT_DIRECTIONS)[number];
export const DEFAULT_LAYOUT_DIRECTION: LayoutDirection = 'DOWN';

/**
 * How the editor shows this flow. Optional so documents written before it existed stay valid
 * without a schema version bump; absent means the defaults.
 */
export const flowViewSchema = z.object({
  layoutDirection: z.enum(LAYOUT_DIRECTIONS),
});
export type FlowView = z.infer<typeof flowViewSchema>;

/**
 * The languages a flow's texts are written in: node data holds the `default` language, each node's
 * `translations` the `others`. Optional, like `view`, so documents written before it stay valid without
 * a schema version bump; absent means one language, English.
 */
export const flowLanguagesSchema = z
  .object({ default: z.enum(FLOW_LANGUAGES), others: z.array(z.enum(FLOW_LANGUAGES)) })
  .refine((languages) => !languages.others.includes(languages.default) && new Set(languages.others).size === languages.others.length, {
    message: 'Each language appears once, and the default is not among the others.',
    path: ['others'],
  });
export type FlowLanguages = z.infer<typeof flowLanguagesSchema>;

export const flowDocumentSchema = z.object({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  id: idSchema,
  botId: z.string(),
  name: z.string(),
  state: z.enum(FLOW_STATES),
  /** Server revision for optimistic concurrency; the engine never changes it. */
  version: z.number().int().nonnegative(),
  startNodeId: z.string().nullable(),
  variables: z.array(flowVariableSchema),
  nodes: z.array(flowNodeSchema),
  edges: z.array(flowEdgeSchema),
  settings: botSettingsSchema,
  view: flowViewSchema.optional(),
  languages: flowLanguagesSchema.optional(),
  /** What the document is; absent means a chatbot flow, so documents written before it existed stay valid. */
  documentType: z.enum(DOCUMENT_TYPES).optional(),
}).superRefine((doc, context) => {
  // A node kind of another document type (a chatbot MESSAGE in an automation) is refused by name.
  const type = doc.documentType ?? 'chatbot';
  doc.nodes.forEach((node, index) => {
    if (!documentAllows(type, node.kind)) context.addIssue({ code: 'custom', path: ['nodes', index, 'kind'], message: `A ${type} document cannot hold a ${node.kind} node.` });
  });
});

/** A type, not an interface, so it is a JSON object to the contracts (`flowDocumentInput`) as it is. */
export type FlowDocument = {
  schemaVersion: typeof CURRENT_SCHEMA_VERSION;
  id: string;
  botId: string;
  name: string;
  state: (typeof FLOW_STATES)[number];
  version: number;
  startNodeId: string | null;
  variables: FlowVariable[];
  nodes: FlowNode[];
  edges: FlowEdge[];
  settings: BotSettings;
  view?: FlowView;
  languages?: FlowLanguages;
  documentType?: DocumentType;
};

/**
 * What the document is; documents without the field are chatbot flows.
 * @example documentTypeOf(createEmptyFlow(init)) // 'chatbot'
 */
export function documentTypeOf(doc: Pick<FlowDocument, 'documentType'>): DocumentType {
  return doc.documentType ?? 'chatbot';
}

export const DEFAULT_BOT_SETTINGS: BotSettings = {
  handoverAction: 'Send previous text message',
  timeoutAction: 'End Session',
  timeoutSeconds: 900,
};

/**
 * The direction the flow was last laid out in, or the default.
 * @example layoutDirectionOf(createEmptyFlow(init)) // 'DOWN'
 */
export function layoutDirectionOf(doc: FlowDocument): LayoutDirection {
  return doc.view?.layoutDirection ?? DEFAULT_LAYOUT_DIRECTION;
}

/**
 * An empty draft flow.
 * @example createEmptyFlow({ id: 'f1', botId: 'b1', name: 'Welcome' }).nodes // []
 */
export function createEmptyFlow(init: { id: string; botId: string; name: string; documentType?: DocumentType }): FlowDocument {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    ...init,
    state: 'DRAFT',
    version: 0,
    startNodeId: null,
    variables: [],
    nodes: [],
    edges: [],
    settings: { ...DEFAULT_BOT_SETTINGS },
  };
}
