import { b } from './b';

export const a = (): string => b();
