/**
 * The rates every screen shows, defined once (#31 "numbers that mean what they say"). A rate is a share
 * from 0 to 1, or null when there is nothing to divide by yet.
 *
 * Delivery counts failures: of the messages whose fate is known (delivered, or failed before or after
 * sending), the share delivered. Dividing by "sent" alone showed 100 % beside 55 failed messages.
 * Messages still on their way are in neither part until the provider tells.
 */
export interface RateCounts {
  delivered: number;
  read: number;
  failed: number;
}

export const share = (part: number, whole: number): number | null => (whole > 0 ? Math.min(1, part / whole) : null);

export const deliveryRate = ({ delivered, failed }: Pick<RateCounts, 'delivered' | 'failed'>): number | null => share(delivered, delivered + failed);

/** Of the delivered messages, the share read (WhatsApp tells only when the recipient allows read receipts). */
export const readRate = ({ read, delivered }: Pick<RateCounts, 'read' | 'delivered'>): number | null => share(read, delivered);
