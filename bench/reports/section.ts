export type { BenchRow, BenchSection } from '../messaging/section';
