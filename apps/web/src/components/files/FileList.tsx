import { useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Description from '@mui/icons-material/Description';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Slideshow from '@mui/icons-material/Slideshow';
import TableChart from '@mui/icons-material/TableChart';
import { FileMsg, fileExtension, truncateFileName, type FileRef } from '@hearth/shared';
import { ConfirmDialog } from '../ConfirmDialog';
import { useToast } from '../toast/toast-context';
import { errorMessage } from '../../lib/api-client';
import { downloadFile } from './file-api';

export type FileListProps = {
  files: readonly FileRef[];
  /** Show the delete icon (edit forms only). Default false. */
  editable?: boolean;
  /** Called after the user confirms 'Are you sure you want to delete this file?' with YES. */
  onDelete?: (file: FileRef) => void;
  /** Empty-state text. Default 'No Files Uploaded'. */
  emptyText?: string;
};

type FileKind = 'pdf' | 'doc' | 'ppt' | 'xls' | 'other';

/** Icon family by extension (spec 01 section 9): pdf, doc/docx, ppt, xls, others. */
export function fileKind(file: Pick<FileRef, 'name' | 'fileType'>): FileKind {
  const ext = (file.fileType || fileExtension(file.name)).toLowerCase();
  if (ext === 'pdf') return 'pdf';
  if (ext === 'doc' || ext === 'docx') return 'doc';
  if (ext === 'ppt' || ext === 'pptx') return 'ppt';
  if (ext === 'xls' || ext === 'xlsx') return 'xls';
  return 'other';
}

const ICONS: Record<FileKind, ReactElement> = {
  pdf: <PictureAsPdf sx={{ color: '#b3261e' }} data-kind="pdf" aria-hidden />,
  doc: <Description sx={{ color: '#1d5a8c' }} data-kind="doc" aria-hidden />,
  ppt: <Slideshow sx={{ color: '#9c4a22' }} data-kind="ppt" aria-hidden />,
  xls: <TableChart sx={{ color: '#2e6b34' }} data-kind="xls" aria-hidden />,
  other: <InsertDriveFile sx={{ color: 'text.secondary' }} data-kind="other" aria-hidden />,
};

/**
 * Attached files as tiles: icon by type, name cut to 10 characters + '...' (full name in a
 * tooltip); a click downloads the file. The delete icon shows only when `editable`.
 */
export function FileList({ files, editable = false, onDelete, emptyText = FileMsg.noFiles }: FileListProps) {
  const toast = useToast();
  const [deleting, setDeleting] = useState<FileRef | null>(null);

  if (files.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 1 }} role="status">
        {emptyText}
      </Typography>
    );
  }

  const download = async (file: FileRef) => {
    try {
      await downloadFile(file);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <>
      <Box
        component="ul"
        aria-label="Files"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {files.map((file) => (
          <Box
            component="li"
            key={file.documentKey}
            sx={{
              display: 'flex',
              alignItems: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
              pr: editable ? 0.5 : 0,
            }}
          >
            <Tooltip title={file.name}>
              <ButtonBase
                onClick={() => void download(file)}
                aria-label={`Download ${file.name}`}
                sx={{ gap: 1, px: 1.5, py: 1, borderRadius: 2, justifyContent: 'flex-start' }}
              >
                {ICONS[fileKind(file)]}
                <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                  {truncateFileName(file.name)}
                </Typography>
              </ButtonBase>
            </Tooltip>
            {editable && (
              <IconButton size="small" aria-label={`Delete ${file.name}`} onClick={() => setDeleting(file)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete File"
        message={FileMsg.confirmDelete}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) onDelete?.(deleting);
          setDeleting(null);
        }}
      />
    </>
  );
}
