// Public API of the kind registry: it sits above the kinds (it imports each kind's headless part) and
// below the engine, which reads kinds only through it.
export { KIND_REGISTRY, NODE_KINDS, isNodeKind, kindOf, type NodeDataOf, type NodeKind } from './kind-registry';
