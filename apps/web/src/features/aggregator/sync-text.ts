import type { AggregatorSyncOut } from '@hearth/shared';
import { countText, plural } from '../../lib/format';

/** One run of "Send now" in a sentence: 'Sent 3 clients, 0 staff, 12 visits in 2 transactions; 5 accepted, 1 rejected; 4 waiting.' */
export function syncText(run: AggregatorSyncOut): string {
  const { sent } = run;
  const sentText =
    `Sent ${plural(sent.client, 'client')}, ${plural(sent.employee, 'staff', 'staff')}, ` +
    `${plural(sent.visit, 'visit')} in ${plural(run.transactions, 'transaction')}`;
  return `${sentText}; ${countText(run.accepted)} accepted, ${countText(run.rejected)} rejected; ${countText(run.waiting)} waiting.`;
}
