// Public API of the kind registry: it sits above the kinds (it imports each kind's headless part) and
// below the engine, which reads kinds only through it.
export { DOCUMENT_KINDS, DOCUMENT_TYPES, KIND_REGISTRY, NODE_KINDS, documentAllows, isNodeKind, kindOf, type DocumentType, type NodeDataOf, type NodeKind } from './kind-registry';
