import { z } from 'zod';

export const FILE_CATEGORIES = ['general', 'client', 'service', 'staff'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

/** Allowed upload extensions (content is checked too, on the server). */
export const ALLOWED_FILE_TYPES = [
  'pdf',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'csv',
  'txt',
  'png',
  'jpg',
  'jpeg',
] as const;

/** A file attached to a record: the spec's {name, documentKey, fileType, url}. */
export const fileRef = z.object({
  name: z.string().trim().min(1).max(255),
  documentKey: z.string().trim().min(1).max(200),
  fileType: z.string().trim().max(20).nullish(),
  url: z.string().trim().max(300).nullish(),
});
export type FileRef = z.infer<typeof fileRef>;

export const fileOut = z.object({
  name: z.string(),
  documentKey: z.string(),
  fileType: z.string(),
  url: z.string(),
  size: z.number().optional(),
  uploadedAt: z.string().optional(),
});

/** "name.pdf" → "pdf" (lower case), '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** File names in lists: 10 characters plus an ellipsis (spec 01 section 9). */
export function truncateFileName(name: string): string {
  return name.length > 10 ? `${name.slice(0, 10)}...` : name;
}
