import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useDownload } from '../../../../lib/use-download';
import { downloadRemittanceFile } from '../../download';

/** Downloads the 835 as the payer sent it; busy until the file is saved or fails. */
export function RemittanceFileButton({ remittanceId }: { remittanceId: number }) {
  const { busy, start } = useDownload(() => downloadRemittanceFile(remittanceId));
  return (
    <Button
      variant="outlined"
      onClick={() => void start()}
      disabled={busy}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={16} aria-label="Downloading" /> : <FileDownloadOutlined />}
    >
      Download 835
    </Button>
  );
}
