import Stack from '@mui/material/Stack';
import type { FileCategory, FileRef } from '@hearth/shared';
import { FileList } from './FileList';
import { FileUploadButton } from './FileUploadButton';

export type FileAttachmentsProps = {
  /** The record's files as the form holds them. */
  files: readonly FileRef[];
  /** New list after an upload (appended) or a confirmed delete (removed; detached when the record is saved). */
  onChange: (files: FileRef[]) => void;
  category: FileCategory;
  /** Show the upload button and delete icons. Default true. */
  editable?: boolean;
  uploadLabel?: string;
};

/** Upload button plus the file list, for a record's edit form (the `files` array of its payload). */
export function FileAttachments({ files, onChange, category, editable = true, uploadLabel }: FileAttachmentsProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {editable && (
        <FileUploadButton
          category={category}
          label={uploadLabel}
          onUploaded={(file) => onChange([...files.filter((f) => f.documentKey !== file.documentKey), file])}
        />
      )}
      <FileList
        files={files}
        editable={editable}
        onDelete={(file) => onChange(files.filter((f) => f.documentKey !== file.documentKey))}
      />
    </Stack>
  );
}
