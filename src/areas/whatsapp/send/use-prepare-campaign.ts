import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import type { ApiClient } from '@/api/client';
import type { audienceCountsResponse, CampaignDraftInput, CampaignView } from '@/api/contracts/campaigns';
import type { WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import { useApiClient } from '@/api/react';
import { ApiError } from '@/api/errors';
import { mappedColumns, type AudienceResult, type ReviewCounts, type UploadProgress } from '@/campaigns';
import { saveCampaign } from './queries/save-campaign';
import { sendKeys } from '../shared/queries/campaign-endpoint';
import { submitCampaign } from './queries/submit-campaign';
import { toDraftInput, type SendForm } from './send-form-state';
import { uploadAudience } from './upload-audience';

type AudienceCountsResponse = z.infer<typeof audienceCountsResponse>;

/**
 * The running count of an upload, read by its progress bar alone: the form does not render again at every
 * chunk (200 renders of the whole form for a million rows, each a main-thread task; docs/performance.md "Session 29").
 */
export interface UploadProgressSource {
  current: () => UploadProgress;
  subscribe: (listener: () => void) => () => void;
}

function progressSource(initial: UploadProgress): UploadProgressSource & { set: (progress: UploadProgress) => void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    current: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(progress) {
      value = progress;
      for (const listener of listeners) listener();
    },
  };
}

export type PreparePhase = { phase: 'idle' } | { phase: 'saving' } | { phase: 'uploading'; progress: UploadProgressSource } | { phase: 'checking'; rows: number } | { phase: 'submitting' };

/**
 * Saves the draft; a kept browser draft can name a campaign deleted since (from the Maker list, or in
 * another tab), and then a new one is made rather than the user's work refused.
 */
async function saveOrRecreate(client: ApiClient, id: string | null, draft: CampaignDraftInput): Promise<{ saved: CampaignView; recreated: boolean }> {
  try {
    return { saved: await saveCampaign(client, id, draft), recreated: false };
  } catch (error) {
    if (id === null || !(error instanceof ApiError && error.status === 404)) throw error;
    return { saved: await saveCampaign(client, null, draft), recreated: true };
  }
}

interface PrepareInput {
  form: SendForm;
  template: WhatsappTemplate;
  audience: AudienceResult | null;
  counts: AudienceCountsResponse | undefined;
}

/**
 * Saving the campaign behind the form: the draft is created (then replaced on later visits), the
 * file's valid rows go up in chunks only when the file or its mapped columns changed since the last
 * upload, and the counts for the review come back from the server. Submitting keeps the saved schedule.
 */
export function usePrepareCampaign(initialId: string | null, savedRecipients: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [campaignId, setCampaignId] = useState(initialId);
  const [phase, setPhase] = useState<PreparePhase>({ phase: 'idle' });
  const uploaded = useRef<{ audience: AudienceResult; columns: string; counts: ReviewCounts } | null>(null);

  const prepare = async ({ form, template, audience, counts }: PrepareInput): Promise<ReviewCounts> => {
    try {
      setPhase({ phase: 'saving' });
      const { saved, recreated } = await saveOrRecreate(client, campaignId, toDraftInput(form, template));
      setCampaignId(saved.id);
      if (recreated) uploaded.current = null;
      if (form.audienceKind === 'ENGAGED_USERS') return { valid: counts?.engagedUsers ?? 0, invalid: 0, duplicate: 0, optedOut: 0 };
      if (form.audienceKind === 'OPT_IN_USERS') return { valid: counts?.optInUsers ?? 0, invalid: 0, duplicate: 0, optedOut: 0 };
      if (!audience) return { valid: saved.importState === 'COMPLETE' ? saved.funnel.total : recreated ? 0 : savedRecipients, invalid: 0, duplicate: 0, optedOut: 0 };
      const columns = mappedColumns(form.mapping);
      const key = columns.join('\u0000');
      if (uploaded.current?.audience === audience && uploaded.current.columns === key && saved.importState === 'COMPLETE') return uploaded.current.counts;
      const progress = progressSource({ rowsSent: 0, rowsTotal: audience.counts.valid });
      setPhase({ phase: 'uploading', progress });
      const done = await uploadAudience(
        client,
        saved.id,
        audience,
        columns,
        progress.set,
        () => setPhase({ phase: 'checking', rows: audience.counts.valid }),
      );
      const result = { valid: done.recipients, invalid: audience.counts.invalid, duplicate: audience.counts.duplicate + done.duplicates, optedOut: done.optedOut, timeZones: done.timeZones };
      uploaded.current = { audience, columns: key, counts: result };
      return result;
    } finally {
      setPhase({ phase: 'idle' });
      void queryClient.invalidateQueries({ queryKey: sendKeys.lists });
    }
  };

  const submit = async () => {
    if (!campaignId) throw new Error('WAS001: submit before the campaign was saved');
    setPhase({ phase: 'submitting' });
    try {
      return await submitCampaign(client, campaignId);
    } finally {
      setPhase({ phase: 'idle' });
      void queryClient.invalidateQueries({ queryKey: sendKeys.lists });
    }
  };

  return { campaignId, phase, prepare, submit };
}
