/**
 * The enumerations of the console spec (§3) that a flow document uses.
 * Values are the spec's own strings, because the bot runtime and the server read them verbatim.
 */

/** Runtime action types of a bot flow (spec §3). The canvas adds NOTE, which the runtime ignores. */
export const ACTION_TYPES = ['MESSAGE', 'CONDITION', 'ARITHMETIC', 'FORM', 'API', 'FLOW', 'APP', 'PAYMENT'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const FLOW_STATES = ['DRAFT', 'PUBLISH'] as const;
export type FlowState = (typeof FLOW_STATES)[number];

export const SUGGESTION_TYPES = [
  'reply',
  'url_action',
  'dialer_action',
  'dial',
  'text',
  'view_location',
  'query_location',
  'calendar_event',
  'share_location',
] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export const MESSAGE_TYPES = ['text_message', 'rich_card', 'carousel'] as const;
export const CARD_WIDTHS = ['SMALL', 'MEDIUM'] as const;
export const CARD_ORIENTATIONS = ['Horizontal', 'Vertical'] as const;
export const THUMBNAIL_ALIGNMENTS = ['LEFT', 'RIGHT'] as const;
export const MEDIA_HEIGHTS = ['SHORT', 'MEDIUM', 'TALL'] as const;

export const CONDITION_JOINERS = ['||', '&&'] as const;
export const CONDITION_GROUPS = [
  'Number',
  'Decimals',
  'Text',
  'String Length',
  'Word Count',
  'URL',
  'Email',
  'India phone number',
  'Date',
  'Time',
  'Image',
  'Document',
  'Audio',
] as const;
export type ConditionGroup = (typeof CONDITION_GROUPS)[number];

export const CONDITION_OPERATORS = [
  'greater',
  'less',
  'equals',
  'between',
  'begins',
  'ends',
  'contains',
  'valid',
  'not valid',
  'extension contains',
  'extension not contains',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export const ARITHMETIC_OPERATORS = ['+', '-', '/', '*'] as const;

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const BODY_TYPES = ['raw', 'form_data', 'urlencoded'] as const;
export const ACCESS_TYPES = ['Public', 'Private'] as const;

export const UPLOAD_TYPES = ['image', 'document', 'video', 'audio', 'otherFile', 'anyUpload'] as const;
export const TEXT_INPUT_KINDS = [
  'Full Name',
  'Email',
  'Date',
  'Time',
  'Date Time',
  'Telephone',
  'Address',
  'Password',
  'Custom Text',
] as const;
export const TEXT_VALIDATORS = ['Fullname', 'Email', 'Mobile Number', 'No Validation'] as const;
export const CAPITALISATIONS = ['Word Start', 'Sentence Start', 'Disabled'] as const;

export const HANDOVER_ACTIONS = ['Send previous text message', 'Restart Bot', 'End Session', 'Trigger Bot'] as const;
export const TIMEOUT_ACTIONS = ['Restart Bot', 'End Session and Trigger Bot', 'End Session'] as const;

export const VARIABLE_TYPES = ['string', 'number', 'boolean'] as const;
