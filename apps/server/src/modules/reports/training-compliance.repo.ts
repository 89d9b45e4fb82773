/**
 * The "Training compliance" report (issue 22, docs/decisions/018): per staff member (Super Admins,
 * Admins, Staff and Behavioral Specialists), the hours of the courses completed in the range against
 * what their user type must train in it, and the hours per ODP topic (a course counts toward each of
 * its topics, once in the total). Reads the staff_training table for reporting, never writes.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  isAdminType,
  reportColumns,
  requiredHoursFor,
  Status,
  TRAINING_TOPICS,
  trainingTopicKey,
  UserType,
  type ReportFilters,
  type TrainingComplianceRow,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { and, num, pgArray, rowsOf, type Row } from '../../db/rows.js';
import { readSettings } from '../settings/index.js';
import type { ReportHandler } from './report-handlers.js';
import { reportName, streamRows } from './report-sql.js';

/** The user types with a training requirement: management and direct support. */
const TRAINED = [UserType.SuperAdmin, UserType.Admin, UserType.Staff, UserType.BehavioralSpecialist];

const topicSum = (topic: string) =>
  sql`COALESCE(sum(t.hours) FILTER (WHERE ${topic} = ANY(t.topics)), 0) AS ${sql.identifier(`topic_${topic}`)}`;

/** Every staff member of the filters with their hours in the range, by name. */
export function trainingComplianceSelect(f: ReportFilters): SQL {
  const to = f.toDate ?? f.fromDate;
  return sql`
    SELECT u.id, u.first_name, u.last_name, u.middle_name, u.user_type,
      COALESCE(sum(t.hours), 0) AS hours, ${sql.join(TRAINING_TOPICS.map(topicSum), sql`, `)}
    FROM users u
    LEFT JOIN staff_training t ON t.staff_id = u.id AND t.deleted_at IS NULL
      AND t.completed_on BETWEEN ${f.fromDate}::date AND ${to}::date
    WHERE ${and([
      sql`u.user_type = ANY(${pgArray(TRAINED, 'int')})`,
      f.status !== Status.All && sql`u.status = ${f.status}`,
      f.staffId !== null && sql`u.id = ${f.staffId}`,
    ])}
    GROUP BY u.id
    ORDER BY u.last_name, u.first_name, u.middle_name NULLS FIRST, u.id`;
}

type Annual = { direct: number; management: number };

async function annualHours(db: Db): Promise<Annual> {
  const s = await readSettings(db);
  return { direct: num(s?.trainingHoursDirect ?? 24), management: num(s?.trainingHoursManagement ?? 12) };
}

const hundredths = (h: number) => Math.round(h * 100) / 100;

/** A database row as the report shows it (a whitelist). */
export function presentTrainingCompliance(r: Row, f: ReportFilters, annual: Annual): TrainingComplianceRow {
  const yearly = isAdminType(num(r.user_type)) ? annual.management : annual.direct;
  const requiredHours = requiredHoursFor(yearly, f.fromDate, f.toDate ?? f.fromDate);
  const hours = num(r.hours);
  return {
    staffId: num(r.id),
    name: reportName(r.last_name, r.first_name, r.middle_name),
    requiredHours,
    hours,
    missingHours: hundredths(Math.max(0, requiredHours - hours)),
    met: hours >= requiredHours ? 'Yes' : 'No',
    ...Object.fromEntries(TRAINING_TOPICS.map((t) => [trainingTopicKey(t), num(r[`topic_${t}`])])),
  };
}

export const trainingComplianceHandler: ReportHandler = {
  page: async (db, f) => {
    const annual = await annualHours(db);
    const [rows, [count]] = await Promise.all([
      rowsOf(db, sql`${trainingComplianceSelect(f)} LIMIT ${f.limit} OFFSET ${f.offset}`),
      rowsOf(db, sql`SELECT count(*) AS n FROM (${trainingComplianceSelect(f)}) x`),
    ]);
    const recordCount = num(count?.n);
    return {
      data: rows.map((r) => presentTrainingCompliance(r, f, annual)),
      recordCount,
      stats: { recordCount, totalUnits: 0, totalGross: 0, totalNet: 0 },
    };
  },
  columns: () => reportColumns('training_compliance'),
  rows: async (db, f, _today, sink) => {
    const annual = await annualHours(db);
    await streamRows(db, trainingComplianceSelect(f), (rows) =>
      sink(rows.map((r) => presentTrainingCompliance(r, f, annual))),
    );
  },
};
