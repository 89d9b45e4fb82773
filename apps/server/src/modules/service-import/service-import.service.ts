import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import {
  ImportMsg,
  MISSING_CLIENT_COLUMNS,
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
import { refuseEntriesLeftOutside, validateRows } from './import-checks.js';
import { classifyRows } from './import-matching.js';
import { planImport, writePlan } from './import-plan.js';
import * as repo from './service-import.repo.js';
import { readServiceSheet } from './sheet-reader.js';
import { inspectWorkbookZip } from './zip-guard.js';

export type ServiceImportDeps = { db: Db; clock: Clock };
export type ImportUpload = { path: string; size: number; name: string };

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Refuses what is not an xlsx, or a workbook too large unpacked (zip bomb), before reading it. */
async function checkWorkbook(upload: ImportUpload): Promise<void> {
  const fh = await open(upload.path, 'r');
  try {
    const verdict = await inspectWorkbookZip(fh, upload.size);
    if (verdict === 'not-xlsx') throw badRequest(ImportMsg.notXlsx, 'file');
    if (verdict === 'unsafe') throw badRequest(ImportMsg.unsafeWorkbook, 'file');
  } finally {
    await fh.close();
  }
}

/** POST /services/process: reads the sheet (after the zip checks) and sorts its rows; writes nothing. */
export async function processImport(
  deps: Pick<ServiceImportDeps, 'db'>,
  upload: ImportUpload,
): Promise<ProcessImportResponse> {
  await checkWorkbook(upload);
  const [sheet, sha256] = await Promise.all([
    // A part that is not readable XML (or a deflate stream that breaks) is a malformed workbook.
    readServiceSheet(upload.path).catch((err: unknown) => {
      throw err instanceof AppError ? err : badRequest(ImportMsg.unsafeWorkbook, 'file');
    }),
    sha256Of(upload.path),
  ]);
  const { duplicates, ...lists } = await classifyRows(deps.db, sheet.rows);
  const rejected = [...sheet.rejected, ...duplicates].sort((a, b) => a.row - b.row);
  return { ...lists, rejected_rows: rejected, file: { name: upload.name, sha256, rows: sheet.dataRows } };
}

/** The confirmed rows and, when the call names them, the file they came from. */
const confirmation = (body: ImportServicesBody) =>
  Array.isArray(body)
    ? { rows: body, fileName: null, sha256: null }
    : { rows: body.rows, fileName: body.fileName ?? null, sha256: body.sha256 ?? null };

/**
 * POST /services/import: all or nothing, in one transaction under the import lock (two imports at
 * once apply one after the other, so the second finds the first's authorizations and creates no
 * duplicate). One audit entry with the file's name, SHA-256 and counts.
 */
export async function confirmImport(
  deps: ServiceImportDeps,
  actor: CurrentUser,
  body: ImportServicesBody,
  ip: string,
): Promise<ImportServicesResponse> {
  const { rows, fileName, sha256 } = confirmation(body);
  if (rows.length === 0) throw badRequest(ImportMsg.noRows, 'rows');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await repo.lockImports(tx);
    const checked = await validateRows(tx, rows);
    const existing = await repo.authorizationsOf(
      tx,
      checked.map((c) => c.client.id),
    );
    const plan = planImport(checked, existing);
    await refuseEntriesLeftOutside(tx, plan.shortened);
    const { createdIds, allocations } = await writePlan(tx, plan, { actorId: actor.id, now });
    const { created, updates, unchanged } = plan;
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
}

/** 'Missing Client List.xlsx': the rows' name and Recipient ID, ICD-10 and Funding Source left for the agency. */
export async function writeMissingClients(stream: Writable, rows: { individual_name: string; recipient_id: string }[]) {
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
}
