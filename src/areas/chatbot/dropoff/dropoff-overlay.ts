import type { TFunction } from 'i18next';
import type { DropoffResponse } from '@/api/contracts/chatbot';
import type { CanvasOverlay, OverlayMark } from '@/canvas/editor';

/**
 * The editor overlay of drop-off figures: on every node how many conversations reached it and how
 * many stopped there, on every edge how often it was taken. Stopping is a warning only where the flow
 * goes on: at a node without outgoing edges the conversation finished.
 * @example dropoffOverlay(figures, t).nodeBadges?.get('welcome') // { text: '2 reached · 1 stopped', tone: 'warning', … }
 */
export function dropoffOverlay(figures: DropoffResponse, t: TFunction): CanvasOverlay {
  const leadsOn = new Set(figures.edges.map((edge) => edge.source));
  const nodeBadges = new Map<string, OverlayMark>();
  for (const { node_id, reached, last } of figures.nodes) {
    nodeBadges.set(node_id, {
      text: last > 0 ? t('chatbot.dropoff.node_text_stopped', { reached, last }) : t('chatbot.dropoff.node_text', { reached }),
      label: t('chatbot.dropoff.node_label', { reached, last }),
      tone: last > 0 && leadsOn.has(node_id) ? 'warning' : 'neutral',
    });
  }
  const edgeLabels = new Map<string, OverlayMark>();
  for (const { edge_id, taken } of figures.edges) {
    edgeLabels.set(edge_id, { text: String(taken), label: t('chatbot.dropoff.edge_label', { count: taken }), tone: 'neutral' });
  }
  return { nodeBadges, edgeLabels };
}
