import { defineKind } from '@/canvas/kernel';
import { API_OUTPUTS, apiDataSchema, createApiData } from './model';
import { apiRules } from './rules';
import { apiStep } from './step';

/** API: calls an HTTP endpoint and maps response fields to variables; branches success/failure. */
export const apiKind = defineKind({
  kind: 'API',
  labelKey: 'canvas.kinds.api',
  icon: 'globe',
  dataSchema: apiDataSchema,
  createData: createApiData,
  outputs: () => [...API_OUTPUTS],
  acceptsInput: true,
  waitsForInput: false,
  writesVariables: (data) => data.responseMappings.map((mapping) => mapping.variable).filter(Boolean),
  rules: apiRules,
  step: apiStep,
  defaultSize: { width: 260, height: 110 },
});
export type { SavedApi } from './saved-apis';
