import { noSettings, sentenceBody } from '../automation-shared/view';
import type { OptOutData } from './index';

export const optOutSummary = () => '';
export const OptOutBody = sentenceBody<OptOutData>((t) => t('automationCanvas.body.optOut'));
export const OptOutSettings = noSettings('automationCanvas.body.optOut');
