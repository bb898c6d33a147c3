import { z } from 'zod';

/** Identifiers of nodes, edges, suggestions and fields: non-empty, no surrounding spaces. */
export const idSchema = z.string().min(1).regex(/^\S+$/, 'must not contain spaces');

export const positionSchema = z.object({ x: z.number().finite(), y: z.number().finite() });
export type Position = z.infer<typeof positionSchema>;

export const sizeSchema = z.object({ width: z.number().positive(), height: z.number().positive() });
export type Size = z.infer<typeof sizeSchema>;

export const keyValueSchema = z.object({ key: z.string(), value: z.string() });
export type KeyValue = z.infer<typeof keyValueSchema>;

/** Variable names usable inside `{{name}}` references. */
export const VARIABLE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_.]*$/;
/** A variable name slot in node data; empty while the author has not chosen one yet. */
export const variableRefSchema = z.string();
