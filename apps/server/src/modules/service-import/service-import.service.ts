import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import {
  ErrorCode,
  ImportMsg,
  isProcedureCode,
  MISSING_CLIENT_COLUMNS,
  toUsDate,
  type ImportConfirmRow,
  type ImportServicesBody,
  type ImportServicesResponse,
  type ProcessImportResponse,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { createSheetWriter } from '../../platform/xlsx.js';
import { changesOf, classifyRows } from './import-matching.js';
import { entriesOutside } from '../client-services/index.js';
import * as repo from './service-import.repo.js';
import { readServiceSheet } from './sheet-reader.js';
import { inspectWorkbookZip } from './zip-guard.js';

export type ImportUpload = { path: string; size: number; name: string };
export type RefusedRow = { row: number; recipientId: string; serviceCode: string; reasons: string[] };

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** 400 refusing the whole import, with every refused row and its reasons in `details.rows`. */
const rowsRefused = (rows: RefusedRow[]) =>
  new AppError(ErrorCode.VALIDATION_ERROR, ImportMsg.rowsRefused, 'rows', undefined, { rows });

export function createServiceImportService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** Checks every confirmed row against Hearth; refuses them all (400) if any cannot be imported. */
  async function validate(tx: Db, rows: ImportConfirmRow[]) {
    const clients = await repo.clientsByRecipient(
      tx,
      rows.map((r) => r.recipientId),
    );
    const catalogue = await repo.catalogueByCodes(
      tx,
      rows.map((r) => r.serviceCode),
    );
    const staff = await repo.activeStaffIds(
      tx,
      rows.flatMap((r) => r.assignedStaff),
    );
    const refused: RefusedRow[] = [];
    const seen = new Map<string, number>();
    const checked = rows.map((r, i) => {
      const row = r.row ?? i + 1;
      const reasons: string[] = [];
      const client = clients.get(repo.recipientKey(r.recipientId));
      const service = catalogue.get(r.serviceCode);
      if (!client) reasons.push(`Recipient ID ${r.recipientId} is not a client in Hearth.`);
      // The code goes into claim files: a catalogue row saved before the procedure-code check may not be one.
      if (!isProcedureCode(r.serviceCode)) reasons.push(ImportMsg.notProcedureCode(r.serviceCode));
      else if (!service) reasons.push(`Service Code ${r.serviceCode} is not in the services catalogue.`);
      if (r.serviceEndDate < r.serviceStartDate) reasons.push('Service End Date is before Service Start Date.');
      const notStaff = [...new Set(r.assignedStaff)].filter((id) => !staff.has(id));
      if (notStaff.length > 0) reasons.push(`Not active staff, cannot be allocated: user ${notStaff.join(', ')}.`);
      const key = `${repo.recipientKey(r.recipientId)}|${r.serviceCode}|${r.serviceStartDate}`;
      const first = seen.get(key);
      if (first !== undefined) reasons.push(`Same Recipient ID, Service Code and Service Start Date as row ${first}.`);
      else seen.set(key, row);
      if (reasons.length > 0) refused.push({ row, recipientId: r.recipientId, serviceCode: r.serviceCode, reasons });
      return { r, client: client!, service: service! };
    });
    if (refused.length > 0) throw rowsRefused(refused);
    return checked;
  }

  /**
   * A sheet may not move an authorization's end date before completed entries (the rule of Edit
   * Service, decision 005): the import has no reason to record, so those rows are refused, and the
   * admin changes such an authorization on its own, with a reason.
   */
  async function refuseEntriesLeftOutside(tx: Db, shortened: { row: number; r: ImportConfirmRow; id: number }[]) {
    const refused: RefusedRow[] = [];
    for (const { row, r, id } of shortened) {
      const outside = await entriesOutside(tx, id, r.serviceStartDate, r.serviceEndDate);
      if (outside.count === 0) continue;
      refused.push({
        row,
        recipientId: r.recipientId,
        serviceCode: r.serviceCode,
        reasons: [ImportMsg.entriesAfterEnd(outside.count, toUsDate(outside.last!))],
      });
    }
    if (refused.length > 0) throw rowsRefused(refused);
  }

  return {
    /** POST /services/process: reads the sheet (after the zip checks) and sorts its rows; writes nothing. */
    async process(upload: ImportUpload): Promise<ProcessImportResponse> {
      const fh = await open(upload.path, 'r');
      try {
        const verdict = await inspectWorkbookZip(fh, upload.size);
        if (verdict === 'not-xlsx') throw badRequest(ImportMsg.notXlsx, 'file');
        if (verdict === 'unsafe') throw badRequest(ImportMsg.unsafeWorkbook, 'file');
      } finally {
        await fh.close();
      }
      const [sheet, sha256] = await Promise.all([
        // A part that is not readable XML (or a deflate stream that breaks) is a malformed workbook.
        readServiceSheet(upload.path).catch((err: unknown) => {
          throw err instanceof AppError ? err : badRequest(ImportMsg.unsafeWorkbook, 'file');
        }),
        sha256Of(upload.path),
      ]);
      const { duplicates, ...lists } = await classifyRows(db, sheet.rows);
      const rejected = [...sheet.rejected, ...duplicates].sort((a, b) => a.row - b.row);
      return { ...lists, rejected_rows: rejected, file: { name: upload.name, sha256, rows: sheet.dataRows } };
    },

    /**
     * POST /services/import: all or nothing, in one transaction under the import lock (two imports at
     * once apply one after the other, so the second finds the first's authorizations and creates no
     * duplicate). One audit entry with the file's name, SHA-256 and counts.
     */
    async confirm(actor: CurrentUser, body: ImportServicesBody, ip: string): Promise<ImportServicesResponse> {
      const { rows, fileName, sha256 } = Array.isArray(body)
        ? { rows: body, fileName: null, sha256: null }
        : { rows: body.rows, fileName: body.fileName ?? null, sha256: body.sha256 ?? null };
      if (rows.length === 0) throw badRequest(ImportMsg.noRows, 'rows');
      const now = clock.now();
      return db.transaction(async (tx) => {
        await repo.lockImports(tx);
        const checked = await validate(tx, rows);
        const existing = await repo.authorizationsOf(
          tx,
          checked.map((c) => c.client.id),
        );
        const created: repo.NewAuthorization[] = [];
        const updates: repo.AuthorizationUpdate[] = [];
        const allocate: { id: number | null; createdIndex: number | null; staff: number[] }[] = [];
        let unchanged = 0;
        const shortened: { row: number; r: ImportConfirmRow; id: number }[] = [];
        for (const [i, { r, client, service }] of checked.entries()) {
          const known = existing.get(repo.identity(client.id, r.serviceCode, r.serviceStartDate));
          if (known && r.serviceEndDate < known.endDate) shortened.push({ row: r.row ?? i + 1, r, id: known.id });
          const next = {
            serviceName: r.serviceName,
            unitRate: Math.round(r.serviceUnitRate * 100) / 100,
            endDate: r.serviceEndDate,
            unitsAuthorized: Math.round(r.serviceUnitsAuthorized * 100) / 100,
            authorizedDate: r.authorizedDate ?? null,
          };
          if (!known) {
            if (r.assignedStaff.length > 0)
              allocate.push({ id: null, createdIndex: created.length, staff: r.assignedStaff });
            created.push({
              ...next,
              clientId: client.id,
              serviceId: service.id,
              serviceCode: r.serviceCode,
              unitLength: r.serviceUnitLength ?? Number(service.unitLength),
              startDate: r.serviceStartDate,
              negativeUnitsAllowed: r.serviceIsNegetiveUnitsAllowed,
              isAuthorized: r.serviceIsAuthorized,
              isDegreeRequired: r.isDegreeRequired,
              isDatesConfirmed: r.isDatesConfirmed,
              isOverlappable: r.isOverlappable,
            });
            continue;
          }
          if (r.assignedStaff.length > 0) allocate.push({ id: known.id, createdIndex: null, staff: r.assignedStaff });
          if (changesOf(known, next).length === 0) unchanged += 1;
          else updates.push({ ...next, id: known.id, serviceId: service.id });
        }

        await refuseEntriesLeftOutside(tx, shortened);
        const createdIds = await repo.insertAuthorizations(tx, created, { actorId: actor.id, now });
        await repo.updateAuthorizations(tx, updates, { actorId: actor.id, now });
        const targets = allocate.map((a) => ({ id: a.id ?? createdIds[a.createdIndex!]!, staff: a.staff }));
        const allocations = await repo.replaceAllocations(tx, {
          authorizationIds: targets.map((a) => a.id),
          pairs: targets.flatMap((a) => a.staff.map((userId) => ({ clientServiceId: a.id, userId }))),
          actorId: actor.id,
          now,
        });
        const data = { created: created.length, updated: updates.length, unchanged, allocations: allocations.added };
        await audit(tx, {
          actorUserId: actor.id,
          action: 'client_service.import',
          targetType: 'service_import',
          targetId: sha256,
          ip,
          details: {
            fileName,
            sha256,
            rows: rows.length,
            ...data,
            allocationsRemoved: allocations.removed,
            createdIds,
            updatedIds: updates.map((u) => u.id),
          },
        });
        const nothing = data.created === 0 && data.updated === 0 && allocations.added + allocations.removed === 0;
        return { message: nothing ? ImportMsg.nothingChanged : ImportMsg.imported(data.created, data.updated), data };
      });
    },

    /** 'Missing Client List.xlsx': the rows' name and Recipient ID, ICD-10 and Funding Source left for the agency. */
    async writeMissingClients(stream: Writable, rows: { individual_name: string; recipient_id: string }[]) {
      const sheet = createSheetWriter(stream, {
        sheetName: 'Missing Clients',
        columns: MISSING_CLIENT_COLUMNS.map((header) => ({ header, kind: 'text' as const })),
        timeZone: 'UTC',
      });
      for (const r of rows) {
        sheet.addRow([r.individual_name, r.recipient_id, null, null]);
        await sheet.drained();
      }
      await sheet.finish();
    },
  };
}
export type ServiceImportService = ReturnType<typeof createServiceImportService>;
