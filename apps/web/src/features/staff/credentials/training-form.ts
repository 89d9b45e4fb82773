import { trainingBody, type FileRef, type TrainingBody, type TrainingOut, type TrainingTopic } from '@hearth/shared';
import { zodFormResolver } from '../../../lib/form-resolver';

/** A course as the training form holds it: hours stay text until submit. */
export type TrainingFormValues = {
  course: string;
  completedOn: string;
  hours: string;
  topics: TrainingTopic[];
  files: FileRef[];
  notes: string;
};

export const emptyTrainingForm: TrainingFormValues = {
  course: '',
  completedOn: '',
  hours: '',
  topics: [],
  files: [],
  notes: '',
};

export const trainingToForm = (t: TrainingOut): TrainingFormValues => ({
  course: t.course,
  completedOn: t.completedOn,
  hours: String(t.hours),
  topics: [...t.topics],
  files: t.files,
  notes: t.notes ?? '',
});

export const trainingResolver = zodFormResolver<TrainingFormValues, TrainingBody>(trainingBody);

/** Hours as people write them: 18.5, 24, 0.25. */
export const hoursWords = (hours: number): string => String(Math.round(hours * 100) / 100);

export const TrainingToast = {
  saved: 'Training saved',
  saveFailed: 'Training save failed',
  deleted: 'Training deleted',
  deleteFailed: 'Training delete failed',
} as const;
