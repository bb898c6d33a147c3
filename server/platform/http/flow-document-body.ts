import { z } from 'zod';
import { readFlowDocument, type FlowDocument } from '@/canvas/engine';
import { ApiError } from '../api-error';
import { parseWith } from './validation';

/**
 * Reads a sent document as the engine does (migrate, schema, integrity); bad paths come back as
 * `document.<path>`. Text PostgreSQL cannot store is refused first, as for every body. Beside validation,
 * so the chatbot routes and the automation repository (a floor below the routes) read it the same way.
 */
export function parseFlowDocument(value: unknown): FlowDocument {
  parseWith(z.unknown(), value, 'document');
  const result = readFlowDocument(value);
  if (result.ok) return result.doc;
  const fields = Object.fromEntries(result.errors.map((error) => [error.path ? `document.${error.path}` : 'document', error.message]));
  throw new ApiError('invalidRequest', `Invalid ${Object.keys(fields).join(', ')}.`, fields);
}
