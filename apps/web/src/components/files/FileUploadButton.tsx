import { useId, useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import UploadFile from '@mui/icons-material/UploadFile';
import { ErrorCode, FILE_ACCEPT, FileMsg, type FileCategory, type FileRef } from '@hearth/shared';
import { useToast } from '../toast/toast-context';
import { hasErrorCode } from '../../lib/api-client';
import { uploadFile } from './file-api';

export type FileUploadButtonProps = {
  /** Storage category sent with the upload: 'general' | 'client' | 'service' | 'staff'. */
  category: FileCategory;
  /** Called with {name, documentKey, fileType, url} after a successful upload: add it to the form's `files`. */
  onUploaded: (file: FileRef) => void;
  /** Button text (also the file input's accessible label). Default 'UPLOAD FILE'. */
  label?: string;
  disabled?: boolean;
};

/** Refusals of the file itself, whose message says what to change. */
const FILE_REFUSALS = [ErrorCode.PAYLOAD_TOO_LARGE, ErrorCode.UNSUPPORTED_FILE_TYPE, ErrorCode.UNSUPPORTED_MEDIA_TYPE];

/** The message for a failed upload: the server's text for a file too large or of a refused type, else 'File upload fail.'. */
export function uploadFailureMessage(err: unknown): string {
  if (hasErrorCode(err, ...FILE_REFUSALS) && err.message) return err.message;
  return FileMsg.uploadFailed;
}

/**
 * Picks a file and uploads it (POST /file/upload). Toasts 'File uploaded.' (info) or
 * 'File upload fail.' (warning; the server's message for a file too large or of a refused type).
 */
export function FileUploadButton({ category, onUploaded, label = 'UPLOAD FILE', disabled }: FileUploadButtonProps) {
  const toast = useToast();
  const inputId = useId();
  const [busy, setBusy] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // Let the same file be picked again after a failure.
    input.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, category);
      onUploaded(uploaded);
      toast.info(FileMsg.uploaded);
    } catch (err) {
      toast.warning(uploadFailureMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      component="label"
      htmlFor={inputId}
      variant="outlined"
      startIcon={busy ? <CircularProgress size={18} aria-hidden /> : <UploadFile />}
      disabled={disabled || busy}
    >
      {label}
      <input
        id={inputId}
        type="file"
        accept={FILE_ACCEPT}
        hidden
        disabled={disabled || busy}
        onChange={(event) => void pick(event)}
      />
    </Button>
  );
}
