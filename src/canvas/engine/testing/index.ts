// Test helpers of the engine (flows, nodes and a step context built in one line), for the tests of
// the engine, the kinds, the editor and the server. Product code never imports this file.
export { contentProblems, testEdge, testFlow, testNode, textMessage } from './flow-fixtures';
export { testStepContext } from '../runtime/testing/step-context';
