import { describe, expect, it } from 'vitest';
import { initTestI18n } from '@/shell/testing/test-i18n';
import { dropoffOverlay } from './dropoff-overlay';

describe('dropoffOverlay', () => {
  const t = initTestI18n().t;
  const figures = {
    published_version: 2,
    conversations: 3,
    nodes: [
      { node_id: 'menu', reached: 3, last: 1 },
      { node_id: 'thanks', reached: 2, last: 2 },
      { node_id: 'unused', reached: 0, last: 0 },
    ],
    edges: [
      { edge_id: 'menu-thanks', source: 'menu', target: 'thanks', taken: 2 },
      { edge_id: 'menu-unused', source: 'menu', target: 'unused', taken: 0 },
    ],
  };

  it('badges every node with who reached it and who stopped there, warning only where the flow goes on', () => {
    const { nodeBadges } = dropoffOverlay(figures, t);
    expect(nodeBadges?.get('menu')).toEqual({ text: '3 reached · 1 stopped', label: 'Conversations that reached this node: 3; stopped here: 1', tone: 'warning' });
    expect(nodeBadges?.get('thanks')).toMatchObject({ text: '2 reached · 2 stopped', tone: 'neutral' });
    expect(nodeBadges?.get('unused')).toMatchObject({ text: '0 reached', tone: 'neutral' });
  });

  it('labels every edge with how often it was taken', () => {
    const { edgeLabels } = dropoffOverlay(figures, t);
    expect(edgeLabels?.get('menu-thanks')).toEqual({ text: '2', label: 'Times taken: 2', tone: 'neutral' });
    expect(edgeLabels?.get('menu-unused')).toMatchObject({ text: '0' });
  });
});
