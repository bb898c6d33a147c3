import { noSettings, sentenceBody } from '../automation-shared/view';
import type { OptInTriggerData } from './index';

export const optInTriggerSummary = () => '';
export const OptInTriggerBody = sentenceBody<OptInTriggerData>((t) => t('automationCanvas.body.optIn'));
export const OptInTriggerSettings = noSettings('automationCanvas.body.optIn');
