import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AgencyMsg, type AgencySettingsOut } from '@hearth/shared';
import { RecordLoading, RecordProblem } from '../../../components/details';
import { PageHeader } from '../../../components/list';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAgencySettings, useSaveAgencySettings } from '../api';
import { AgencyFields } from '../components/AgencyFields';
import { AggregatorSection } from '../components/AggregatorSection';
import { ClaimFields } from '../components/ClaimFields';
import { EvvFields, TimeZoneFields } from '../components/EvvAndZoneFields';
import { ScheduleFields } from '../components/ScheduleFields';
import { TrainingFields } from '../components/TrainingFields';
import { SaveProblemAlert, saveProblemOf, type SaveProblem } from '../components/SaveProblemAlert';
import {
  formFieldOf,
  settingsResolver,
  settingsToForm,
  type SettingsFormOutput,
  type SettingsFormValues,
} from '../settings-form';

const TITLE = 'Agency Settings';

/**
 * /admin/settings (Super Admin): the agency's settings. Who bills and with which identifiers (the
 * PROMISe 837P claim files), the EVV distance limit, and the time zone every day, range and
 * "today" of Hearth is counted in. Under them, the EVV aggregator's settings (their own form).
 */
export function SettingsPage() {
  useDocumentTitle(TITLE);
  const settings = useAgencySettings();
  if (!settings.data) {
    return (
      <>
        <PageHeader title={TITLE} />
        {settings.isPending ? (
          <RecordLoading label="Loading the agency settings" />
        ) : (
          <RecordProblem error={settings.error} backTo="/" backLabel="Home" />
        )}
      </>
    );
  }
  // A new key per saved version: the form starts from what was saved. The aggregator's settings are
  // their own form, saved on their own with their own version.
  return (
    <>
      <SettingsForm key={settings.data.version} saved={settings.data} reload={() => void settings.refetch()} />
      <Box sx={{ maxWidth: 1000, mt: 3 }}>
        <AggregatorSection />
      </Box>
    </>
  );
}

function SettingsForm({ saved, reload }: { saved: AgencySettingsOut; reload: () => void }) {
  const toast = useToast();
  const save = useSaveAgencySettings();
  const [defaults] = useState<SettingsFormValues>(() => settingsToForm(saved));
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<SettingsFormValues, unknown, SettingsFormOutput>({
    resolver: settingsResolver,
    defaultValues: defaults,
  });

  // A failed save keeps everything typed: a field's error shows under it, any other above SAVE.
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save.mutateAsync({ ...values, version: saved.version });
      toast.success(AgencyMsg.saved);
    } catch (err) {
      const field = err instanceof ApiError ? formFieldOf(err.field) : null;
      if (field) setError(field, { type: 'server', message: errorMessage(err) }, { shouldFocus: true });
      else setProblem(saveProblemOf(err));
    }
  });

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="Only the Super Admin sees and changes these."
        actions={
          <Button component={RouterLink} to="/admin/credential-types" variant="outlined">
            CREDENTIAL TYPES
          </Button>
        }
      />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={TITLE}
        sx={{ maxWidth: 1000 }}
      >
        <AgencyFields control={control} />
        <ClaimFields control={control} />
        <EvvFields control={control} />
        <ScheduleFields control={control} />
        <TrainingFields control={control} />
        <TimeZoneFields control={control} savedZone={saved.timeZone} />
        <SaveProblemAlert problem={problem} reload={reload} sx={{ mb: 2 }} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={!formState.isDirty || formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving…' : 'Save'}
          </Button>
        </Box>
      </Box>
    </>
  );
}
