import type { Writable } from 'node:stream';
import { createSheetWriter } from '../../platform/xlsx.js';
import type * as repo from './claims.repo.js';

type Batch = NonNullable<Awaited<ReturnType<typeof repo.findBatch>>>;
type Line = Awaited<ReturnType<typeof repo.batchLines>>[number];

const COLUMNS = [
  { header: 'Claim', kind: 'text' },
  { header: 'Client', kind: 'text' },
  { header: 'MCI', kind: 'text' },
  { header: 'Procedure Code', kind: 'text' },
  { header: 'Service', kind: 'text' },
  { header: 'Line', kind: 'number' },
  { header: 'Date of Service', kind: 'date' },
  { header: 'Work Entry', kind: 'number' },
  { header: 'Units', kind: 'units' },
  { header: 'Charge', kind: 'money' },
] as const;

/**
 * The batch's lines as an xlsx: a row per line with its claim (the claim's client and service are
 * on its first line's snapshot), and the totals.
 */
export async function writeBatchSummary(
  stream: Writable,
  p: { id: number; batch: Batch; lines: Line[]; timeZone: string },
): Promise<void> {
  const { id, batch, lines } = p;
  const sheet = createSheetWriter(stream, { sheetName: `Batch ${id}`, timeZone: p.timeZone, columns: COLUMNS });
  let cents = 0;
  let units = 0;
  let s: Record<string, string> = {};
  for (const l of lines) {
    if (l.snapshot) s = l.snapshot as Record<string, string>;
    sheet.addRow([
      `${id}-${Number(l.claim_number)}`,
      s.clientName,
      s.mci,
      s.serviceCode,
      s.serviceName,
      Number(l.line_number),
      String(l.service_date),
      Number(l.work_entry_id),
      Number(l.units),
      Number(l.charge_cents) / 100,
    ]);
    cents += Number(l.charge_cents);
    units += Math.round(Number(l.units) * 100);
  }
  const status = batch.voided_at === null ? '' : ' (voided)';
  const label = `Total: ${Number(batch.claim_count)} claims, ${lines.length} lines${status}`;
  sheet.addSummaryRow([label, null, null, null, null, null, null, null, units / 100, cents / 100]);
  await sheet.finish();
}
