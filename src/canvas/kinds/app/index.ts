import { defineKind } from '@/canvas/kernel';
import { APP_OUTPUTS, appDataSchema, createAppData } from './model';
import { appRules } from './rules';
import { appStep } from './step';

/** APP: hands the conversation to an app with parameters and waits for it to return. */
export const appKind = defineKind({
  kind: 'APP',
  labelKey: 'canvas.kinds.app',
  icon: 'app-window',
  dataSchema: appDataSchema,
  createData: createAppData,
  outputs: () => [...APP_OUTPUTS],
  acceptsInput: true,
  waitsForInput: true,
  writesVariables: () => [],
  rules: appRules,
  step: appStep,
  defaultSize: { width: 220, height: 80 },
});
