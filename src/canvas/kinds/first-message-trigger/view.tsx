import { noSettings, sentenceBody } from '../automation-shared/view';
import type { FirstMessageTriggerData } from './index';

export const firstMessageTriggerSummary = () => '';
export const FirstMessageTriggerBody = sentenceBody<FirstMessageTriggerData>((t) => t('automationCanvas.body.firstMessage'));
export const FirstMessageTriggerSettings = noSettings('automationCanvas.body.firstMessage');
