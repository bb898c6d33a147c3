import type { NodeDataOf, NodeKind } from '@/canvas/engine';
import { ApiNodeBody, apiSummary } from '@/canvas/kinds/api/node';
import { ApiSettings } from '@/canvas/kinds/api/settings';
import { AppNodeBody, appSummary } from '@/canvas/kinds/app/node';
import { AppSettings } from '@/canvas/kinds/app/settings';
import { ArithmeticNodeBody, arithmeticSummary } from '@/canvas/kinds/arithmetic/node';
import { ArithmeticSettings } from '@/canvas/kinds/arithmetic/settings';
import { ConditionNodeBody, conditionSummary } from '@/canvas/kinds/condition/node';
import { ConditionSettings } from '@/canvas/kinds/condition/settings';
import { FlowJumpNodeBody, flowJumpSummary } from '@/canvas/kinds/flow/node';
import { FlowJumpSettings } from '@/canvas/kinds/flow/settings';
import { FormNodeBody, formSummary } from '@/canvas/kinds/form/node';
import { FormSettings } from '@/canvas/kinds/form/settings';
import { MessageNodeBody, messageSummary } from '@/canvas/kinds/message/node';
import { MessageSettings } from '@/canvas/kinds/message/settings';
import { NoteNodeBody, noteSummary } from '@/canvas/kinds/note/node';
import { NoteSettings } from '@/canvas/kinds/note/settings';
import { PaymentNodeBody, paymentSummary } from '@/canvas/kinds/payment/node';
import { PaymentSettings } from '@/canvas/kinds/payment/settings';
import type { KindView } from '@/canvas/kinds/shared/kind-ui-types';

/**
 * The editor's registry of the kinds' React parts (the engine keeps the headless ones). Adding a
 * kind adds one line here; nothing else in the editor names a kind.
 */
const KIND_VIEWS: { [K in NodeKind]: KindView<NodeDataOf<K>> } = {
  MESSAGE: { summary: messageSummary, Body: MessageNodeBody, Settings: MessageSettings },
  CONDITION: { summary: conditionSummary, Body: ConditionNodeBody, Settings: ConditionSettings },
  ARITHMETIC: { summary: arithmeticSummary, Body: ArithmeticNodeBody, Settings: ArithmeticSettings },
  FORM: { summary: formSummary, Body: FormNodeBody, Settings: FormSettings },
  API: { summary: apiSummary, Body: ApiNodeBody, Settings: ApiSettings },
  FLOW: { summary: flowJumpSummary, Body: FlowJumpNodeBody, Settings: FlowJumpSettings },
  APP: { summary: appSummary, Body: AppNodeBody, Settings: AppSettings },
  PAYMENT: { summary: paymentSummary, Body: PaymentNodeBody, Settings: PaymentSettings },
  NOTE: { summary: noteSummary, Body: NoteNodeBody, Settings: NoteSettings },
};

/** A kind's React parts, typed loosely for code that handles any node. */
export function kindView(kind: NodeKind): KindView<unknown> {
  return KIND_VIEWS[kind] as unknown as KindView<unknown>;
}
