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
export type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number];

/** `accept` attribute for file inputs. */
export const FILE_ACCEPT = ALLOWED_FILE_TYPES.map((t) => `.${t}`).join(',');

/** Lifetime of a signed download URL (GET /file/presigned_url). */
export const FILE_URL_TTL_SECONDS = 300;

/** Texts of the file calls and screens (spec 01 section 9, spec 02 "Files"). */
export const FileMsg = {
  uploaded: 'File uploaded.',
  uploadFailed: 'File upload fail.',
  confirmDelete: 'Are you sure you want to delete this file?',
  noFiles: 'No Files Uploaded',
  unsupportedType:
    'This file type is not allowed. Please upload a PDF, Word, PowerPoint, Excel, CSV, text, PNG or JPEG file.',
  tooLarge: (maxBytes: number) => `The file is larger than the ${formatMegabytes(maxBytes)} limit.`,
  fileRequired: 'Please choose a file to upload.',
  emptyFile: 'The file is empty.',
  notFound: 'File not found',
  linkInvalid: 'This download link is invalid or has expired.',
} as const;

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

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
export type FileOut = z.infer<typeof fileOut>;

/** `?key=` of GET /file/presigned_url and DELETE /file. */
export const fileKeyQuery = z.object({ key: z.string().trim().min(1).max(200) });
/** POST /file/upload response: the storage key to send back as a record's `documentKey`. */
export const fileUploadOut = z.object({ key: z.string() });
/** GET /file/presigned_url response: a short-lived URL to fetch the bytes from. */
export const fileUrlOut = z.object({ url: z.string() });
/** DELETE /file response. */
export const fileDeleteOut = z.object({ key: z.string() });

/** GET /geocode (admins): the map location of an address; the default centre when none is found. */
export const geocodeQuery = z.object({ address: z.string().trim().min(1).max(500) });
export const geocodeOut = z.object({
  data: z.object({ lat: z.number(), lng: z.number(), source: z.enum(['geocoder', 'default']) }),
});
export type GeocodeOut = z.infer<typeof geocodeOut>;

/** "name.pdf" → "pdf" (lower case), '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** File names in lists: 10 characters plus an ellipsis (spec 01 section 9). */
export function truncateFileName(name: string): string {
  return name.length > 10 ? `${name.slice(0, 10)}...` : name;
}
