import { AGING_BUCKET_KEYS, type AgingBucketKey } from '@hearth/shared';

export { centsText } from '../../lib/format';
/** A claim's batch, where its lines, payments and adjustments are. */
export { claimBatchPath as batchPath } from '../../lib/paths';

/** The bucket a `bucket` address parameter names, or null (all claims) for anything else. */
export function bucketOf(value: string | null): AgingBucketKey | null {
  return AGING_BUCKET_KEYS.find((key) => key === value) ?? null;
}
