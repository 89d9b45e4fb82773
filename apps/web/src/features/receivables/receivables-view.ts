import { AGING_BUCKET_KEYS, fromCents, type AgingBucketKey } from '@hearth/shared';
import { dollars } from '../../lib/format';

/** Integer cents as dollars with the sign: 123456 → '$1,234.56'. */
export const centsText = (cents: number): string => dollars(fromCents(cents));

/** A claim's batch, where its lines, payments and adjustments are. */
export const batchPath = (batchId: number): string => `/admin/claims/batches/${batchId}`;

/** The bucket a `bucket` address parameter names, or null (all claims) for anything else. */
export function bucketOf(value: string | null): AgingBucketKey | null {
  return AGING_BUCKET_KEYS.find((key) => key === value) ?? null;
}
