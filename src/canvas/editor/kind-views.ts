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
import { ButtonTriggerBody, buttonTriggerSummary, ButtonTriggerSettings } from '@/canvas/kinds/button-trigger/view';
import { FirstMessageTriggerBody, firstMessageTriggerSummary, FirstMessageTriggerSettings } from '@/canvas/kinds/first-message-trigger/view';
import { HandOverBody, handOverSummary, HandOverSettings } from '@/canvas/kinds/hand-over/view';
import { KeywordTriggerBody, keywordTriggerSummary, KeywordTriggerSettings } from '@/canvas/kinds/keyword-trigger/view';
import { OptInTriggerBody, optInTriggerSummary, OptInTriggerSettings } from '@/canvas/kinds/opt-in-trigger/view';
import { OptOutBody, optOutSummary, OptOutSettings } from '@/canvas/kinds/opt-out/view';
import { OutsideHoursTriggerBody, outsideHoursTriggerSummary, OutsideHoursTriggerSettings } from '@/canvas/kinds/outside-hours-trigger/view';
import { SendTemplateBody, sendTemplateSummary, SendTemplateSettings } from '@/canvas/kinds/send-template/view';
import { SendTextBody, sendTextSummary, SendTextSettings } from '@/canvas/kinds/send-text/view';
import type { KindView } from '@/canvas/kinds/shared/view';
import { StartFlowBody, startFlowSummary, StartFlowSettings } from '@/canvas/kinds/start-flow/view';
import { TagContactBody, tagContactSummary, TagContactSettings } from '@/canvas/kinds/tag-contact/view';
import { WaitBody, waitSummary, WaitSettings } from '@/canvas/kinds/wait/view';

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
  KEYWORD_TRIGGER: { summary: keywordTriggerSummary, Body: KeywordTriggerBody, Settings: KeywordTriggerSettings },
  BUTTON_TRIGGER: { summary: buttonTriggerSummary, Body: ButtonTriggerBody, Settings: ButtonTriggerSettings },
  OPT_IN_TRIGGER: { summary: optInTriggerSummary, Body: OptInTriggerBody, Settings: OptInTriggerSettings },
  FIRST_MESSAGE_TRIGGER: { summary: firstMessageTriggerSummary, Body: FirstMessageTriggerBody, Settings: FirstMessageTriggerSettings },
  OUTSIDE_HOURS_TRIGGER: { summary: outsideHoursTriggerSummary, Body: OutsideHoursTriggerBody, Settings: OutsideHoursTriggerSettings },
  SEND_TEMPLATE: { summary: sendTemplateSummary, Body: SendTemplateBody, Settings: SendTemplateSettings },
  SEND_TEXT: { summary: sendTextSummary, Body: SendTextBody, Settings: SendTextSettings },
  START_FLOW: { summary: startFlowSummary, Body: StartFlowBody, Settings: StartFlowSettings },
  TAG_CONTACT: { summary: tagContactSummary, Body: TagContactBody, Settings: TagContactSettings },
  OPT_OUT: { summary: optOutSummary, Body: OptOutBody, Settings: OptOutSettings },
  HAND_OVER: { summary: handOverSummary, Body: HandOverBody, Settings: HandOverSettings },
  WAIT: { summary: waitSummary, Body: WaitBody, Settings: WaitSettings },
};

/** A kind's React parts, typed loosely for code that handles any node. */
export function kindView(kind: NodeKind): KindView<unknown> {
  return KIND_VIEWS[kind] as unknown as KindView<unknown>;
}
