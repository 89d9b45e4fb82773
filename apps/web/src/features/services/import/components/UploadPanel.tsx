import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { XLSX_MIME } from '../import-rows';

type UploadPanelProps = {
  file: File | null;
  onChoose: (file: File | null) => void;
  onProcess: () => void;
  processing: boolean;
  /** A warning about the choice (no file, wrong type) or the server's refusal of the file. */
  problem: { severity: 'warning' | 'error'; text: string } | null;
};

/** Choose the state's sheet (.xlsx only) and process it. */
export function UploadPanel({ file, onChoose, onProcess, processing, problem }: UploadPanelProps) {
  const inputId = useId();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          disabled={processing}
        >
          Choose File
          {/* Hidden, like the file uploads elsewhere: the label is the one control (a focusable input
              inside it would nest one interactive control in another). */}
          <input
            id={inputId}
            type="file"
            aria-label="Service authorization sheet (.xlsx)"
            accept={`.xlsx,${XLSX_MIME}`}
            hidden
            disabled={processing}
            onChange={(event) => {
              onChoose(event.target.files?.[0] ?? null);
              // The same file may be chosen again after it is fixed.
              event.target.value = '';
            }}
          />
        </Button>
        <Typography
          sx={{
            flex: '1 1 160px',
            minWidth: 0,
            overflowWrap: 'anywhere',
            color: file ? 'text.primary' : 'text.secondary',
          }}
          aria-live="polite"
        >
          {file ? file.name : 'No file chosen'}
        </Typography>
        <Button variant="contained" startIcon={<PlayArrowOutlined />} onClick={onProcess} disabled={processing}>
          Process
        </Button>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        The state&apos;s service authorization export, saved as an Excel workbook (.xlsx). Processing reads the sheet
        and changes nothing in Hearth.
      </Typography>
      {processing && <LinearProgress aria-label="Processing the sheet" sx={{ mt: 2 }} />}
      {problem && (
        <Alert severity={problem.severity} role="alert" sx={{ mt: 2 }}>
          {problem.text}
        </Alert>
      )}
    </Paper>
  );
}
