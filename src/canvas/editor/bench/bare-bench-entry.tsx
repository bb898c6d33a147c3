import { Background, Controls, MiniMap, ReactFlow, applyNodeChanges, type Edge, type Node, type NodeChange } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { generateFlow } from '@/canvas/engine';
import { benchNodeCount, markWhenRendered } from './bench-params';

// Baseline for the browser benchmarks: plain React Flow with default nodes on the same generated
// graph and the same viewport options, state kept with `applyNodeChanges` as the React Flow docs do.
const doc = generateFlow({ nodeCount: benchNodeCount(location.search), seed: 1 });
const initialNodes: Node[] = doc.nodes.map((node) => ({ id: node.id, position: node.position, data: { label: `${node.kind} ${node.id}` } }));
const edges: Edge[] = doc.edges.map((edge) => ({ id: edge.id, source: edge.source, target: edge.target }));

function BareFlow() {
  const [nodes, setNodes] = useState(initialNodes);
  const onNodesChange = useCallback((changes: NodeChange[]) => setNodes((current) => applyNodeChanges(changes, current)), []);
  return (
    <div style={{ width: '100vw', height: '100vh' }}>
      <ReactFlow nodes={nodes} edges={edges} onNodesChange={onNodesChange} onlyRenderVisibleElements snapToGrid snapGrid={[16, 16]} minZoom={0.05} maxZoom={2} fitView>
        <Background gap={16} />
        <MiniMap pannable zoomable />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the bench page');
markWhenRendered();
createRoot(root).render(
  <StrictMode>
    <BareFlow />
  </StrictMode>,
);
