import { createContext, useContext } from 'react';
import type { KnownTemplateLanguage } from '@/canvas/kernel';
import type { SavedApi } from '../api';

/** Another flow of the bot, as a FLOW node's target. */
export interface CatalogueFlow {
  id: string;
  name: string;
  state: 'DRAFT' | 'PUBLISH';
}

/** One language of a template an automation's number may send. */
export interface CatalogueTemplate {
  name: string;
  language: string;
  variables: readonly string[];
}

/** An app of the account, as an APP node's target. */
export interface CatalogueApp {
  id: string;
  name: string;
}

/**
 * What the page knows outside the open flow that nodes may refer to. A list left out means "not
 * known" (the inspector falls back to typing an id); `flows`, when given, is also the whole set of
 * jump targets validation checks against.
 */
export interface EditorCatalogue {
  savedApis?: readonly SavedApi[];
  flows?: readonly CatalogueFlow[];
  apps?: readonly CatalogueApp[];
  /**
   * Templates an automation's number may send, one entry per name and language, with the variable
   * keys a send fills (SEND_TEMPLATE). The languages of one name come in the order a send naming no
   * language picks them: the first is the one it sends.
   */
  templates?: readonly CatalogueTemplate[];
  /** The account's chatbots an automation may hand a contact to (START_FLOW). */
  bots?: readonly { id: string; name: string }[];
}

export const EMPTY_CATALOGUE: EditorCatalogue = {};

export const EditorCatalogueContext = createContext<EditorCatalogue>(EMPTY_CATALOGUE);

export const useEditorCatalogue = () => useContext(EditorCatalogueContext);

/**
 * The name of the entry with `id`, if the list has it.
 * @example catalogueName([{ id: 'f2', name: 'Billing' }], 'f2') // 'Billing'
 */
export function catalogueName(list: readonly { id: string; name: string }[] | undefined, id: string): string | undefined {
  return list?.find((entry) => entry.id === id)?.name;
}

/**
 * The catalogue's templates by name, as validation reads them: each name's languages in catalogue order.
 * @example templatesByName([{ name: 'price_list', language: 'en', variables: ['1'] }]).get('price_list') // [{ language: 'en', variables: ['1'] }]
 */
export function templatesByName(templates: readonly CatalogueTemplate[]): Map<string, KnownTemplateLanguage[]> {
  const byName = new Map<string, KnownTemplateLanguage[]>();
  for (const { name, language, variables } of templates) byName.set(name, [...(byName.get(name) ?? []), { language, variables }]);
  return byName;
}
