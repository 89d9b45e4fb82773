/** The aggregator settings row and the per-service codes (this module writes both tables). */
import { sql } from 'drizzle-orm';
import { DEFAULT_AGGREGATOR_REASON_CODES } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export type AggregatorSettings = {
  providerQualifier: string;
  providerId: string | null;
  payerId: string | null;
  payerProgram: string | null;
  timeZoneName: string;
  /** Every change reason with its code (the defaults under the saved choices). */
  reasonCodes: Record<string, string>;
  version: number;
  updatedAt: Date;
};

export async function readAggregatorSettings(db: Db): Promise<AggregatorSettings> {
  const [row] = await rowsOf<Omit<AggregatorSettings, 'reasonCodes'> & { reasonCodes: Record<string, string> }>(
    db,
    sql`SELECT provider_qualifier AS "providerQualifier", provider_id AS "providerId", payer_id AS "payerId",
          payer_program AS "payerProgram", time_zone_name AS "timeZoneName", reason_codes AS "reasonCodes",
          version, updated_at AS "updatedAt"
        FROM aggregator_settings WHERE id = 1`,
  );
  if (!row) throw new Error('aggregator_settings has no row (migration 0012 inserts it)');
  return {
    ...row,
    reasonCodes: { ...DEFAULT_AGGREGATOR_REASON_CODES, ...row.reasonCodes },
    updatedAt: new Date(row.updatedAt),
  };
}

export type AggregatorSettingsValues = Pick<
  AggregatorSettings,
  'providerQualifier' | 'providerId' | 'payerId' | 'payerProgram' | 'timeZoneName'
> & { reasonCodes: Record<string, string> };

/** Saves the settings if `version` (when given) is still current; answers whether it was. */
export async function saveAggregatorSettings(
  tx: Db,
  v: AggregatorSettingsValues,
  p: { version: number | undefined; actorId: number; now: Date },
): Promise<boolean> {
  const rows = await rowsOf(
    tx,
    sql`UPDATE aggregator_settings SET provider_qualifier = ${v.providerQualifier}, provider_id = ${v.providerId},
          payer_id = ${v.payerId}, payer_program = ${v.payerProgram}, time_zone_name = ${v.timeZoneName},
          reason_codes = ${JSON.stringify(v.reasonCodes)}::jsonb, version = version + 1,
          updated_at = ${p.now}, updated_by_id = ${p.actorId}
        WHERE id = 1 AND (${p.version ?? null}::int IS NULL OR version = ${p.version ?? null}::int)
        RETURNING id`,
  );
  return rows.length === 1;
}

export type ServiceCodeRow = {
  serviceId: number;
  serviceName: string;
  serviceCode: string;
  procedureCode: string | null;
  modifiers: string[];
  payerId: string | null;
  payerProgram: string | null;
  version: number;
};

const SERVICE_CODES = sql`
  SELECT s.id AS "serviceId", s.name AS "serviceName", s.code AS "serviceCode", sc.procedure_code AS "procedureCode",
    COALESCE(sc.modifiers, '{}') AS modifiers, sc.payer_id AS "payerId", sc.payer_program AS "payerProgram",
    COALESCE(sc.version, 0) AS version
  FROM services s LEFT JOIN aggregator_service_codes sc ON sc.service_id = s.id`;

export async function serviceCodes(db: Db): Promise<ServiceCodeRow[]> {
  return rowsOf(db, sql`${SERVICE_CODES} ORDER BY s.name, s.id`);
}

export async function serviceCode(db: Db, serviceId: number): Promise<ServiceCodeRow | undefined> {
  const [row] = await rowsOf<ServiceCodeRow>(db, sql`${SERVICE_CODES} WHERE s.id = ${serviceId}`);
  return row;
}

/** Saves one service's codes if `version` (when given) is still current (0: none saved yet). */
export async function saveServiceCode(
  tx: Db,
  v: Omit<ServiceCodeRow, 'serviceName' | 'serviceCode' | 'version'>,
  p: { version: number | undefined; actorId: number; now: Date },
): Promise<boolean> {
  const rows = await rowsOf(
    tx,
    sql`INSERT INTO aggregator_service_codes AS sc (service_id, procedure_code, modifiers, payer_id, payer_program, updated_at, updated_by_id)
        SELECT ${v.serviceId}, ${v.procedureCode}, ${sql.param(v.modifiers)}::text[], ${v.payerId}, ${v.payerProgram}, ${p.now}, ${p.actorId}
        WHERE ${p.version ?? null}::int IS NULL OR ${p.version ?? null}::int = 0
           OR EXISTS (SELECT 1 FROM aggregator_service_codes x WHERE x.service_id = ${v.serviceId})
        ON CONFLICT (service_id) DO UPDATE SET procedure_code = EXCLUDED.procedure_code, modifiers = EXCLUDED.modifiers,
          payer_id = EXCLUDED.payer_id, payer_program = EXCLUDED.payer_program, version = sc.version + 1,
          updated_at = EXCLUDED.updated_at, updated_by_id = EXCLUDED.updated_by_id
        WHERE ${p.version ?? null}::int IS NULL OR sc.version = ${p.version ?? null}::int
        RETURNING service_id`,
  );
  return rows.length === 1;
}

/** Unbilled visits of a service not yet accepted in their present form: queued again after its codes change. */
export async function unacceptedVisitsOfService(db: Db, serviceId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT we.id FROM work_entries we JOIN client_services cs ON cs.id = we.client_service_id
        JOIN aggregator_records r ON r.kind = 'visit' AND r.record_id = we.id
        WHERE cs.service_id = ${serviceId} AND we.claim_batch_id IS NULL AND r.state IN ('rejected', 'waiting')`,
  );
  return rows.map((r) => r.id);
}
