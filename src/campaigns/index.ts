// Campaign UI both channels need (messaging.md): the audience step, variable mapping, schedule, review.
export { AudienceUpload, type AudienceUploadProps } from './audience/audience-upload';
export { audienceRows, type AudienceRow } from './audience/audience-rows';
export type { AudienceChunk, AudienceCounts, AudienceOptions, AudienceProblem, AudienceProgress, AudienceResult, CountryCode } from './audience/audience-types';
export { normalisePhone, phoneKey } from './audience/normalise-phone';
export { AudienceFilesError, parseAudience, startAudienceWorker, type ParseAudienceOptions } from './audience/parse-audience';
export { buildSampleCsv, downloadCsv } from './audience/sample-csv';
export { cellNamed, sendInChunks } from './audience/send-in-chunks';
export { useAudienceUpload } from './audience/use-audience-upload';
export { autoMapVariables, mappedColumns, mappingProblems, resolveVariables, type VariableMapping, type VariableSource } from './audience/variable-mapping';
export { VariableMappingForm } from './audience/variable-mapping-form';
export { CampaignStepper, type CampaignStep } from './campaign-stepper';
export { formatDuration } from './review/format-duration';
export { ReviewSummary, reviewRunsPastHorizon, type ReviewCounts } from './review/review-summary';
export { SchedulePicker } from './schedule/schedule-picker';
export { checkSchedule } from './schedule/schedule-rules';
export { resolveSchedule, type ScheduleValue } from './schedule/schedule-value';
export { keptScheduleValue, keptVariableMapping } from './kept-campaign-schemas';
export { zonedTimeToInstant } from './schedule/zoned-time';
