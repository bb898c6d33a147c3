import { automationInput, type AutomationActionKind, type AutomationInput, type AutomationView, type MatchKind } from '@/api/contracts/automation';

/** One action row as the form holds it: every kind's field kept, so switching kind loses nothing typed. */
export interface ActionDraft {
  key: string;
  kind: AutomationActionKind;
  templateSno: string;
  tag: string;
  text: string;
}

export interface AutomationDraft {
  name: string;
  senderId: string;
  match: MatchKind;
  keyword: string;
  actions: ActionDraft[];
}

let nextKey = 0;
export function newAction(kind: AutomationActionKind = 'SEND_TEMPLATE'): ActionDraft {
  nextKey += 1;
  return { key: `action-${nextKey}`, kind, templateSno: '', tag: '', text: '' };
}

export const emptyDraft = (senderId: string): AutomationDraft => ({ name: '', senderId, match: 'CONTAINS', keyword: '', actions: [newAction()] });

export function draftOf(automation: AutomationView): AutomationDraft {
  return {
    name: automation.name,
    senderId: automation.senderId,
    match: automation.match,
    keyword: automation.keyword,
    actions: automation.actions.map((action) => ({
      ...newAction(action.kind),
      ...(action.kind === 'SEND_TEMPLATE' ? { templateSno: String(action.templateSno) } : action.kind === 'ADD_TAG' ? { tag: action.tag } : { text: action.text }),
    })),
  };
}

const payloadOf = (draft: AutomationDraft) => ({
  ...draft,
  actions: draft.actions.map((action) =>
    action.kind === 'SEND_TEMPLATE' ? { kind: action.kind, templateSno: Number(action.templateSno) || 0 } : action.kind === 'ADD_TAG' ? { kind: action.kind, tag: action.tag } : { kind: action.kind, text: action.text },
  ),
});

/** The request, or the problems by field path (`keyword`, `actions.0.tag`) as the server names them too. */
export function checkDraft(draft: AutomationDraft): { ok: true; input: AutomationInput } | { ok: false; errors: Record<string, string> } {
  const parsed = automationInput.safeParse(payloadOf(draft));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.') || 'name';
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}
