import type { ChatbotKeyValue } from '@/api/contracts/chatbot';

/** Chatbot row shapes as both drivers return them (timestamptz → Date, jsonb → parsed JSON). */

export interface FolderRow {
  id: string;
  esme: number;
  name: string;
  created_on: Date;
  updated_on: Date;
}

export interface BotRow {
  id: string;
  esme: number;
  folder_id: string | null;
  name: string;
  description: string;
  channel: 'RCS' | 'WHATSAPP';
  entry_flow_id: string | null;
  gateway_token: string;
  created_on: Date;
  updated_on: Date;
  flow_count: number;
}

export interface FlowRow {
  id: string;
  bot_id: string;
  name: string;
  version: number;
  document: unknown;
  created_on: Date;
  updated_on: Date;
  updated_by: string;
  /** Latest published version, from flow_versions. */
  published_version: number | null;
  /** The draft revision the latest published version was made from. */
  published_draft_version: number | null;
  /** The owning bot's entry flow and account, so one read authorises and describes the flow. */
  entry_flow_id: string | null;
  esme: number;
}

export interface FlowVersionRow {
  flow_id: string;
  version: number;
  draft_version: number;
  document: unknown;
  published_at: Date;
  published_by: string;
}

export interface IntentRow {
  id: string;
  esme: number;
  name: string;
  phrases: string[];
  response: string;
  created_on: Date;
  updated_on: Date;
}

export interface AppRow {
  id: string;
  esme: number;
  name: string;
  description: string;
  callback_url: string;
  params: ChatbotKeyValue[];
  created_on: Date;
  updated_on: Date;
}

export interface EnterpriseApiRow {
  id: string;
  esme: number;
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: ChatbotKeyValue[];
  body_type: 'raw' | 'form_data' | 'urlencoded';
  body: string;
  access: 'Public' | 'Private';
  response_sample: string;
  created_on: Date;
  updated_on: Date;
}

export interface ConversationRow {
  id: string;
  bot_id: string;
  external_id: string;
  state: unknown;
  started_at: Date;
  updated_at: Date;
  ended: boolean;
  turn_count: number;
  last_message: string | null;
}

export interface TurnRow {
  conversation_id: string;
  seq: number;
  at: Date;
  input: unknown;
  output: unknown[];
  trace: unknown[];
}

export interface PwaProfileRow {
  id: string;
  esme: number;
  name: string;
  bot_id: string;
  app_name: string;
  short_name: string;
  theme_color: string;
  background_color: string;
  icon_url: string;
  welcome_text: string;
  created_on: Date;
  updated_on: Date;
}
