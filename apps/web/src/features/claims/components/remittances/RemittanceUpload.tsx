import { useId, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { RemittanceMsg } from '@hearth/shared';
import { useUploadRemittance } from '../../api';
import { Section } from '../Section';
import { UploadAnswer, UploadRefusal } from './UploadAnswer';

/** The names payers give 835 files; any other file may be chosen too (Hearth reads what is inside). */
const ACCEPT = '.835,.edi,.txt,.x12,.dat,.rmt,text/plain,application/edi-x12,application/octet-stream';

type PickerProps = { file: File | null; busy: boolean; onChoose: (file: File) => void; onPost: () => void };

/** Choose the file (or drop it here) and post it. */
function FilePicker({ file, busy, onChoose, onPost }: PickerProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !busy) onChoose(dropped);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : undefined,
        borderRadius: 2,
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
      }}
    >
      <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileOutlined />} disabled={busy}>
        Choose file
        {/* Hidden: the label is the one control (a focusable input inside it would nest one in another). */}
        <input
          id={inputId}
          type="file"
          aria-label="835 remittance file"
          accept={ACCEPT}
          hidden
          disabled={busy}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) onChoose(chosen);
            // The same file may be chosen again after it is fixed.
            event.target.value = '';
          }}
        />
      </Button>
      <Typography
        aria-live="polite"
        sx={{
          flex: '1 1 180px',
          minWidth: 0,
          overflowWrap: 'anywhere',
          color: file ? 'text.primary' : 'text.secondary',
        }}
      >
        {file ? file.name : 'No file chosen. You can also drop the file here.'}
      </Typography>
      <Button variant="contained" startIcon={<PostAddOutlined />} onClick={onPost} disabled={busy}>
        {busy ? 'Posting…' : 'Post remittance'}
      </Button>
    </Box>
  );
}

/**
 * Choose (or drop) the payer's 835 file and post it: the answer says what was paid, denied and
 * adjusted and lists what did not match; a refused file says every check it failed.
 */
export function RemittanceUpload() {
  const upload = useUploadRemittance();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);

  const choose = (next: File) => {
    setFile(next);
    setMissing(false);
    upload.reset();
  };
  const post = () => {
    if (file) upload.mutate(file);
    else setMissing(true);
  };

  return (
    <Section
      id="remittance-upload"
      title="Post a remittance"
      help="The payer's 835 electronic remittance advice, as downloaded from PROMISe or the payer's portal. Hearth checks the whole file first: if anything is wrong, nothing is posted."
    >
      <FilePicker file={file} busy={upload.isPending} onChoose={choose} onPost={post} />
      {upload.isPending && <LinearProgress aria-label="Posting the remittance" sx={{ mt: 2 }} />}
      {missing && (
        <Typography role="alert" sx={{ mt: 1.5, color: 'error.main' }}>
          {RemittanceMsg.noFile}
        </Typography>
      )}
      {upload.data && <UploadAnswer answer={upload.data} />}
      {upload.error && <UploadRefusal error={upload.error} />}
    </Section>
  );
}
