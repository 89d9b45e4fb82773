import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { TRAINING_TOPIC_LABELS, trainingYearLabel, type StaffTrainingOut, type TrainingOut } from '@hearth/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FileList } from '../../../components/files';
import { ResponsiveList, type ListColumn } from '../../../components/list';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { dayText } from '../../../lib/format';
import { useSaveTraining, useStaffTraining } from './api';
import { SectionCard } from './SectionCard';
import { TrainingDialog, type TrainingDialogState } from './TrainingDialog';
import { hoursWords, TrainingToast } from './training-form';

function YearTotals({ year }: { year: StaffTrainingOut['year'] }) {
  const percent = year.requiredHours > 0 ? Math.min(100, (year.hours / year.requiredHours) * 100) : 100;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {hoursWords(year.hours)} of {hoursWords(year.requiredHours)} hours
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
          training year {trainingYearLabel(year.year)} ({dayText(year.from)} – {dayText(year.to)})
          {year.met ? ' · requirement met' : ''}
        </Typography>
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={year.met ? 'success' : 'warning'}
        aria-label="Training hours against the requirement"
        sx={{ my: 1, height: 8, borderRadius: 1 }}
      />
      <Box
        component="ul"
        aria-label="Hours by topic"
        sx={{ p: 0, m: 0, display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {year.byTopic.map((t) => (
          <Typography component="li" variant="body2" key={t.topic} sx={{ listStyle: 'none' }}>
            {TRAINING_TOPIC_LABELS[t.topic]}: {hoursWords(t.hours)} h
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function useDeleteTraining(staffId: number) {
  const toast = useToast();
  const save = useSaveTraining(staffId);
  const [asked, setAsked] = useState<TrainingOut | null>(null);
  const confirm = async () => {
    if (!asked) return;
    try {
      await save.mutateAsync({ mode: 'delete', id: asked.id });
      toast.success(TrainingToast.deleted);
    } catch (err) {
      toast.error(errorMessage(err, TrainingToast.deleteFailed));
    }
    setAsked(null);
  };
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title="Delete training"
      message={asked ? `Delete “${asked.course}” from the training log?` : ''}
      busy={save.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => setAsked(null)}
    />
  );
  return { ask: setAsked, dialog };
}

/** Staff Details → Training: the training year's hours against the requirement, by ODP topic, and the courses. */
export function StaffTrainingSection({ staffId }: { staffId: number }) {
  const training = useStaffTraining(staffId);
  const [dialog, setDialog] = useState<TrainingDialogState | null>(null);
  const remove = useDeleteTraining(staffId);
  const columns: ListColumn<TrainingOut>[] = [
    { key: 'course', header: 'Course', primary: true, render: (t) => t.course },
    { key: 'date', header: 'Date', nowrap: true, render: (t) => dayText(t.completedOn) },
    { key: 'hours', header: 'Hours', align: 'right', render: (t) => hoursWords(t.hours) },
    { key: 'topics', header: 'Topics', render: (t) => t.topics.map((x) => TRAINING_TOPIC_LABELS[x]).join(', ') },
    { key: 'files', header: 'Certificate', render: (t) => (t.files.length > 0 ? <FileList files={t.files} /> : '') },
    {
      key: 'actions',
      header: '',
      actions: true,
      render: (t) => (
        <>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${t.course}`} onClick={() => setDialog({ mode: 'edit', training: t })}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${t.course}`} onClick={() => remove.ask(t)}>
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];
  return (
    <SectionCard
      id="staff-training-title"
      title="Training"
      actions={
        <Button variant="outlined" size="small" onClick={() => setDialog({ mode: 'create' })}>
          ADD TRAINING
        </Button>
      }
    >
      {training.error ? (
        <Alert severity="error">{errorMessage(training.error)}</Alert>
      ) : (
        <>
          {training.data && <YearTotals year={training.data.year} />}
          <ResponsiveList
            rows={training.data?.items}
            columns={columns}
            getRowKey={(t) => t.id}
            label="Training courses"
            emptyText="No training this year"
            fetching={training.isFetching}
          />
        </>
      )}
      <TrainingDialog staffId={staffId} state={dialog} onClose={() => setDialog(null)} />
      {remove.dialog}
    </SectionCard>
  );
}
