import { a } from './a';

// A circle the import-cycle check must name (import-cycles.test.ts).
export const b = (): string => a.name;
