import type { Writable } from 'node:stream';
import {
  CLAIM_RANGE_MAX_DAYS,
  ClaimsMsg,
  daysBetween,
  ErrorCode,
  type ClaimBatchOut,
  type ClaimPreviewOut,
  type ClaimRange,
  type CreateClaimBatchOut,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { createSheetWriter } from '../../platform/xlsx.js';
import { planClaims } from './claims.plan.js';
import * as repo from './claims.repo.js';
import { batchFileClock, presentBatch, presentPreview } from './claims.presenter.js';
import { build837p } from './x12-837p.js';

const TARGET = 'claim_batch';
function checkRange(r: ClaimRange) {
  if (r.toDate < r.fromDate) throw badRequest(ClaimsMsg.rangeReversed, 'toDate');
  if (daysBetween(r.fromDate, r.toDate) + 1 > CLAIM_RANGE_MAX_DAYS) throw badRequest(ClaimsMsg.rangeTooLong, 'toDate');
}

export function createClaimsService(deps: { db: Db; clock: Clock; agency: AgencyZone }) {
  const { db, clock, agency } = deps;

  return {
    /** GET /claims/preview: what the range would bill and what it holds back (audited: it lists entries). */
    async preview(actor: CurrentUser, range: ClaimRange, ip: string): Promise<ClaimPreviewOut> {
      checkRange(range);
      const plan = await planClaims(db, { ...range, timeZone: agency.timeZone() });
      await audit(db, {
        actorUserId: actor.id,
        action: 'claims.preview',
        targetType: TARGET,
        ip,
        details: { ...range, lines: plan.billable.count, held: plan.heldCount },
      });
      return presentPreview(range, plan);
    },

    /**
     * POST /claims/batches: plans the range again under a lock (entries locked too), writes the
     * batch, its lines and its 837P, and marks the entries billed, in one transaction.
     */
    async create(actor: CurrentUser, range: ClaimRange, ip: string): Promise<CreateClaimBatchOut> {
      checkRange(range);
      const now = clock.now();
      const timeZone = agency.timeZone();
      return db.transaction(async (tx) => {
        await repo.lockBatches(tx);
        const plan = await planClaims(tx, { ...range, timeZone, lock: true });
        if (!plan.party) {
          throw new AppError(ErrorCode.SETTINGS_INCOMPLETE, ClaimsMsg.settingsIncomplete, undefined, undefined, {
            missing: plan.missingSettings,
          });
        }
        if (plan.claims.length === 0) throw new AppError(ErrorCode.NOTHING_TO_BILL, ClaimsMsg.nothingToBill);
        const id = await repo.insertBatch(tx, {
          ...range,
          claimCount: plan.claims.length,
          lineCount: plan.billable.count,
          units: plan.billable.units,
          totalCents: plan.billable.chargeCents,
          actorId: actor.id,
          now,
        });
        const { date, time } = batchFileClock(now, timeZone);
        await repo.saveFile(
          tx,
          id,
          build837p({ controlNumber: id, date, time, party: plan.party, claims: plan.claims }),
        );
        const { lineCount, marked } = await repo.insertLines(tx, {
          batchId: id,
          claims: plan.claims,
          actorId: actor.id,
          now,
        });
        // The entries were locked and unbilled when planned: every one is marked, or nothing is written.
        if (marked !== lineCount) throw new Error(`claim batch ${id}: ${marked} of ${lineCount} entries marked`);
        await audit(tx, {
          actorUserId: actor.id,
          action: 'claims.batch.create',
          targetType: TARGET,
          targetId: id,
          ip,
          details: { ...range, claimCount: plan.claims.length, lineCount, totalCents: plan.billable.chargeCents },
        });
        return {
          id,
          claimCount: plan.claims.length,
          lineCount,
          totalCharge: plan.billable.chargeCents / 100,
        };
      });
    },

    async list(page: { offset: number; limit: number }) {
      const { rows, total } = await repo.listBatches(db, page);
      return { data: rows.map(presentBatch), recordCount: total };
    },

    /** The 837P as generated (audited: it holds clients' identifiers). */
    async file(actor: CurrentUser, id: number, ip: string): Promise<string> {
      const x12 = await repo.batchFile(db, id);
      if (x12 === undefined) throw notFound();
      await audit(db, {
        actorUserId: actor.id,
        action: 'claims.batch.download',
        targetType: TARGET,
        targetId: id,
        ip,
        details: { format: '837p' },
      });
      return x12;
    },

    /** The batch's lines as an xlsx: a row per line with its claim, and the totals. */
    async summary(actor: CurrentUser, id: number, ip: string): Promise<(stream: Writable) => Promise<void>> {
      const batch = await repo.findBatch(db, id);
      if (!batch) throw notFound();
      const lines = await repo.batchLines(db, id);
      await audit(db, {
        actorUserId: actor.id,
        action: 'claims.batch.download',
        targetType: TARGET,
        targetId: id,
        ip,
        details: { format: 'xlsx' },
      });
      return async (stream) => {
        const sheet = createSheetWriter(stream, {
          sheetName: `Batch ${id}`,
          timeZone: agency.timeZone(),
          columns: [
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
          ],
        });
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
        sheet.addSummaryRow([
          `Total: ${Number(batch.claim_count)} claims, ${lines.length} lines${status}`,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          units / 100,
          cents / 100,
        ]);
        await sheet.finish();
      };
    },

    /** POST /claims/batches/{id}/void (Super Admin): the entries become billable again. */
    async void(actor: CurrentUser, id: number, reason: string, ip: string): Promise<ClaimBatchOut> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        await repo.lockBatches(tx);
        const before = await repo.findBatch(tx, id);
        if (!before) throw notFound();
        if (!(await repo.voidBatch(tx, { id, reason, actorId: actor.id, now }))) {
          throw new AppError(ErrorCode.BATCH_VOIDED, ClaimsMsg.alreadyVoided);
        }
        await audit(tx, {
          actorUserId: actor.id,
          action: 'claims.batch.void',
          targetType: TARGET,
          targetId: id,
          ip,
          details: { reason, lineCount: Number(before.line_count), totalCents: Number(before.total_cents) },
        });
        return presentBatch((await repo.findBatch(tx, id))!);
      });
    },
  };
}
export type ClaimsService = ReturnType<typeof createClaimsService>;
