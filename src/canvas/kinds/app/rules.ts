import { checkRequired, type KindProblem } from '@/canvas/kernel';
import type { AppData } from './model';

/**
 * Content rules of an APP node: an app id and named parameters.
 * @example appRules({ appId: '', params: [] }) // [{ field: 'appId', code: 'REQUIRED', … }]
 */
export function appRules(data: AppData): KindProblem[] {
  const out: KindProblem[] = [];
  checkRequired(out, 'appId', data.appId);
  data.params.forEach((param, index) => checkRequired(out, `params.${index}.key`, param.key));
  return out;
}
