import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { AudienceOptions, AudienceProgress, AudienceResult } from './audience-types';
import { AudienceFilesError, parseAudience, startAudienceWorker, type AudienceWorkerLike } from './parse-audience';

export type AudienceUploadState =
  | { status: 'idle' }
  | { status: 'parsing'; files: File[]; progress: AudienceProgress | null }
  | { status: 'done'; files: File[]; result: AudienceResult }
  | { status: 'error'; files: File[]; error: 'no_files' | 'too_many_files' | 'failed' };

export interface UseAudienceUploadOptions extends AudienceOptions {
  maxFiles: number;
  /** Where the job runs; tests pass an in-page worker. */
  startWorker?: () => AudienceWorkerLike;
}

/**
 * The upload step's state: `start(files)` parses in a worker (a new start or `cancel()` stops the
 * previous one), `reparse()` reads the same files again after the user picks another phone column
 * or country. Unmounting stops a running parse.
 */
export function useAudienceUpload({ maxFiles, startWorker = startAudienceWorker, ...options }: UseAudienceUploadOptions) {
  const [state, setState] = useState<AudienceUploadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const { defaultCountry, phoneColumn, keepColumns } = options;

  const start = useCallback(
    (files: File[], override: Partial<AudienceOptions> = {}) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'parsing', files, progress: null });
      parseAudience(files, { defaultCountry, phoneColumn, keepColumns, ...override, maxFiles }, (progress) => !controller.signal.aborted && setState({ status: 'parsing', files, progress }), controller.signal, startWorker).then(
        // A transition: the counts, the preview and up to a thousand listed problems render in slices the
        // page can answer between, not in one task of 80+ ms (docs/performance.md "Session 30").
        (result) => startTransition(() => setState({ status: 'done', files, result })),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ status: 'error', files, error: error instanceof AudienceFilesError ? error.code : 'failed' });
        },
      );
    },
    [defaultCountry, phoneColumn, keepColumns, maxFiles, startWorker],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ status: 'idle' });
  }, []);

  useEffect(() => () => running.current?.abort(), []);

  return { state, start, cancel };
}
