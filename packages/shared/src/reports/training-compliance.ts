/**
 * The "Training compliance" report (issue 22, docs/decisions/018 "Training hours and reports"): per
 * staff member, the training hours of the chosen period against what their user type must train,
 * and the hours per ODP topic. Its row on the wire and its columns, shared by the viewer and export.
 */
import { z } from 'zod';
import { TRAINING_TOPIC_LABELS, TRAINING_TOPICS, type TrainingTopic } from '../credentials/contract.js';
import type { ReportColumn } from '../report-columns.js';

export const TRAINING_COMPLIANCE = 'training_compliance' as const;

/** The row field of a topic's hours: 'topicPersonCentredPractices' for 'person_centred_practices'. */
export const trainingTopicKey = (topic: TrainingTopic): string =>
  `topic${topic.replace(/(^|_)([a-z])/g, (_, _sep: string, c: string) => c.toUpperCase())}`;

const topicFields = Object.fromEntries(TRAINING_TOPICS.map((t) => [trainingTopicKey(t), z.number()])) as Record<
  string,
  z.ZodNumber
>;

export const trainingComplianceRow = z.object({
  staffId: z.number(),
  name: z.string(),
  /** The hours the period asks of this staff member's user type (a whole training year: the setting). */
  requiredHours: z.number(),
  /** Hours of the courses completed in the period (a course once, whatever its topics). */
  hours: z.number(),
  missingHours: z.number(),
  /** 'Yes' or 'No'. */
  met: z.string(),
  ...topicFields,
});
export type TrainingComplianceRow = z.infer<typeof trainingComplianceRow>;

export function trainingComplianceColumns(): ReportColumn[] {
  return [
    { key: 'name', header: 'Staff Name', kind: 'text' },
    { key: 'requiredHours', header: 'Required Hours', kind: 'hours' },
    { key: 'hours', header: 'Hours Done', kind: 'hours' },
    { key: 'missingHours', header: 'Missing Hours', kind: 'hours' },
    { key: 'met', header: 'Met', kind: 'text' },
    ...TRAINING_TOPICS.map((t): ReportColumn => ({
      key: trainingTopicKey(t),
      header: TRAINING_TOPIC_LABELS[t],
      kind: 'hours',
    })),
  ];
}

/**
 * The hours a period asks of someone whose annual requirement is `annual`: in proportion to its days
 * (a year of 365.25 days), in quarter hours, so a whole training year (365 or 366 days) asks exactly `annual`.
 */
export function requiredHoursFor(annual: number, from: string, to: string): number {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return Math.round(((annual * days) / 365.25) * 4) / 4;
}
