/**
 * The training log's year and answers (issue 22, docs/decisions/018 "Training hours and reports"):
 * ODP's annual training is counted per fiscal year, July 1 – June 30. `year` names the fiscal year
 * by the calendar year it starts in: 2026 is 2026-07-01 … 2027-06-30 ("2026–27").
 */
import { z } from 'zod';
import { isAdminType } from '../enums.js';
import { numberInput } from '../number-input.js';
import { trainingOut, trainingYearOut } from './outputs.js';
import { TRAINING_TOPICS, type TrainingTopic } from './contract.js';

/** The month (1–12) a training year starts in: ODP's fiscal year. */
export const TRAINING_YEAR_START_MONTH = 7;

/** The training year a day ('YYYY-MM-DD', the agency's) falls in. */
export function trainingYearOf(day: string): number {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m >= TRAINING_YEAR_START_MONTH ? y : y - 1;
}

/** The first and last day of a training year. */
export function trainingYearRange(year: number): { from: string; to: string } {
  const mm = String(TRAINING_YEAR_START_MONTH).padStart(2, '0');
  const last = String(TRAINING_YEAR_START_MONTH - 1).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year + 1, TRAINING_YEAR_START_MONTH - 1, 0)).getUTCDate();
  return { from: `${year}-${mm}-01`, to: `${year + 1}-${last}-${String(lastDay).padStart(2, '0')}` };
}

/** '2026–27'. */
export const trainingYearLabel = (year: number) => `${year}–${String((year + 1) % 100).padStart(2, '0')}`;

/** Hours a year a user type must train: management (Super Admin, Admin) or direct support (the others). */
export function requiredTrainingHours(userType: number, s: { direct: number; management: number }): number {
  return isAdminType(userType) ? s.management : s.direct;
}

/**
 * Hours by ODP topic and in total: a course covering several topics counts toward each of them, and
 * once in the total. Sums in hundredths so 0.25 steps add up exactly.
 */
export function trainingTotals(courses: readonly { hours: number; topics: readonly TrainingTopic[] }[]): {
  hours: number;
  byTopic: { topic: TrainingTopic; hours: number }[];
} {
  const cents = (h: number) => Math.round(h * 100);
  let total = 0;
  const per = new Map<TrainingTopic, number>(TRAINING_TOPICS.map((t) => [t, 0]));
  for (const c of courses) {
    total += cents(c.hours);
    for (const t of new Set(c.topics)) per.set(t, per.get(t)! + cents(c.hours));
  }
  return { hours: total / 100, byTopic: TRAINING_TOPICS.map((t) => ({ topic: t, hours: per.get(t)! / 100 })) };
}

/** GET /api/v1/staff/{id}/training?year= (absent: the training year of the agency's today). */
export const trainingQuery = z.object({
  year: numberInput(z.number().int().min(2000).max(2100).optional()),
});

/** GET /api/v1/staff/{id}/training: the year's courses and its totals against the requirement. */
export const staffTrainingOut = z.object({
  items: z.array(trainingOut),
  year: trainingYearOut.extend({ from: z.string(), to: z.string() }),
});
export type StaffTrainingOut = z.infer<typeof staffTrainingOut>;
