import { toast } from 'sonner';

export type NotifyType = 'success' | 'info' | 'warning' | 'error';

export interface NotifyOptions {
  /** Shown in bold above the message. */
  title?: string;
  /** Milliseconds; 4000 by default (spec §9), 3000 for menu toasts. Ignored when persistent. */
  duration?: number;
  /** No timeout and a close button: for errors and notices from the shell dialogs (spec §8). */
  persistent?: boolean;
  /** A button in the toast that takes the user where the message points. */
  action?: { label: string; onClick: () => void };
}

/** Spec §9 "Toast wait 4000 ms". */
export const TOAST_DURATION_MS = 4000;

function show(type: NotifyType, message: string, { title, duration = TOAST_DURATION_MS, persistent = false, action }: NotifyOptions = {}) {
  return toast[type](title ?? message, {
    description: title ? message : undefined,
    duration: persistent ? Infinity : duration,
    closeButton: persistent,
    action,
  });
}

type Notify = ((message: string, options?: NotifyOptions & { type?: NotifyType }) => string | number) &
  Record<NotifyType, (message: string, options?: NotifyOptions) => string | number>;

/**
 * Toasts over sonner; the type defaults to info (spec §8). Needs the shell's toaster mounted once.
 * @example notify.info('This feature is currently under maintenance', { title: 'Info', duration: 3000 });
 */
export const notify: Notify = Object.assign((message: string, options: NotifyOptions & { type?: NotifyType } = {}) => show(options.type ?? 'info', message, options), {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  warning: (message: string, options?: NotifyOptions) => show('warning', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
});
