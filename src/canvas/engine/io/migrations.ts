import { CURRENT_SCHEMA_VERSION } from '../model/flow-schema';

type RawDocument = Record<string, unknown>;

/**
 * Migration table: the entry under version N turns a version-N document into version N+1.
 * Version 1 kept the bot settings at the top level; version 2 groups them under `settings`.
 */
export const MIGRATIONS: Readonly<Record<number, (doc: RawDocument) => RawDocument>> = {
  1: ({ handoverAction, timeoutAction, timeoutSeconds, ...rest }) => ({
    ...rest,
    schemaVersion: 2,
    settings: { handoverAction, timeoutAction, timeoutSeconds },
  }),
};

export const OLDEST_SCHEMA_VERSION = 1;

/**
 * Runs every migration from the document's version up to the current one.
 * @example migrateToCurrent({ schemaVersion: 1, handoverAction: 'Restart Bot', … }).schemaVersion // 2
 */
export function migrateToCurrent(doc: RawDocument): RawDocument {
  let current = doc;
  for (let version = Number(doc.schemaVersion); version < CURRENT_SCHEMA_VERSION; version += 1) {
    const migrate = MIGRATIONS[version];
    if (!migrate) throw new Error(`No migration from schema version ${version}.`);
    current = migrate(current);
  }
  return current;
}
