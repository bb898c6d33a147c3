import type { NodeDataOf, NodeKind } from '@/canvas/engine';
import { ApiNodeBody, apiSummary, ApiSettings } from '@/canvas/kinds/api/view';
import { AppNodeBody, appSummary, AppSettings } from '@/canvas/kinds/app/view';
import { ArithmeticNodeBody, arithmeticSummary, ArithmeticSettings } from '@/canvas/kinds/arithmetic/view';
import { ConditionNodeBody, conditionSummary, ConditionSettings } from '@/canvas/kinds/condition/view';
import { FlowJumpNodeBody, flowJumpSummary, FlowJumpSettings } from '@/canvas/kinds/flow/view';
import { FormNodeBody, formSummary, FormSettings } from '@/canvas/kinds/form/view';
import { MessageNodeBody, messageSummary, MessageSettings } from '@/canvas/kinds/message/view';
import { NoteNodeBody, noteSummary, NoteSettings } from '@/canvas/kinds/note/view';
import { PaymentNodeBody, paymentSummary, PaymentSettings } from '@/canvas/kinds/payment/view';
import type { KindView } from '@/canvas/kinds/shared/view';

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
