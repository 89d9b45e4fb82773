import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useDownload } from '../../../lib/use-download';
import { downloadBatchFile, type BatchFile } from '../download';

const LABELS: Record<BatchFile, { full: string; short: string }> = {
  '837p': { full: 'Download 837P', short: '837P' },
  xlsx: { full: 'Download summary (xlsx)', short: 'XLSX' },
};

type Props = {
  batchId: number;
  kind: BatchFile;
  /** A small button with a short label, for a table row (its accessible name still says which batch). */
  compact?: boolean;
  /** Smaller type (a phone), the full label still. */
  small?: boolean;
};

/** Downloads one of a batch's files; busy (spinner, disabled) until the file is saved or fails. */
export function BatchFileButton({ batchId, kind, compact, small }: Props) {
  const { busy, start } = useDownload(() => downloadBatchFile(batchId, kind));
  const label = LABELS[kind];

  return (
    <Button
      variant="outlined"
      size={compact || small ? 'small' : 'medium'}
      onClick={() => void start()}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={compact ? `${label.full}, batch ${batchId}` : undefined}
      title={compact ? label.full : undefined}
      startIcon={busy ? <CircularProgress size={16} aria-label="Downloading" /> : <FileDownloadOutlined />}
      sx={compact ? { minWidth: 0, whiteSpace: 'nowrap' } : undefined}
    >
      {compact ? label.short : label.full}
    </Button>
  );
}
