import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AgencyMsg, agencyTimeZones } from '@hearth/shared';
import { RecordLoading, RecordProblem } from '../../../components/details';
import { PageHeader } from '../../../components/list';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { timeZoneText } from '../../work-entries/format';
import { useAgencySettings, useSaveAgencySettings } from '../api';

/**
 * /admin/settings (Super Admin): the agency's settings. Today its time zone, in which every day,
 * range and "today" of Hearth is counted; the claim settings join it later.
 */
export function SettingsPage() {
  useDocumentTitle('Agency Settings');
  const settings = useAgencySettings();
  if (!settings.data) {
    return (
      <>
        <PageHeader title="Agency Settings" />
        {settings.isPending ? (
          <RecordLoading label="Loading the agency settings" />
        ) : (
          <RecordProblem error={settings.error} backTo="/" backLabel="Home" />
        )}
      </>
    );
  }
  return <SettingsForm key={settings.data.version} saved={settings.data} />;
}

function SettingsForm({ saved }: { saved: { timeZone: string; version: number } }) {
  const toast = useToast();
  const save = useSaveAgencySettings();
  const zones = useMemo(() => agencyTimeZones(), []);
  const [timeZone, setTimeZone] = useState<string | null>(saved.timeZone);
  const [error, setError] = useState<string | null>(null);
  const changed = timeZone !== saved.timeZone;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!timeZone) {
      setError(AgencyMsg.timeZoneRequired);
      return;
    }
    setError(null);
    save.mutate(
      { timeZone, version: saved.version },
      {
        onSuccess: () => toast.success(AgencyMsg.saved),
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <>
      <PageHeader title="Agency Settings" subtitle="Only the Super Admin sees and changes these." />
      <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          Time zone
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Hearth counts days in this zone: what today is, the date ranges of lists and reports, and the same-day rule of
          timesheets. A visit keeps the zone it was recorded in; screens name that zone when it differs.
        </Typography>
        <Autocomplete
          options={zones}
          value={timeZone}
          onChange={(_event, zone) => setTimeZone(zone)}
          getOptionLabel={(zone) => timeZoneText(zone)}
          renderInput={(params) => (
            <TextField {...params} label="Agency time zone" required error={Boolean(error)} helperText={error ?? ' '} />
          )}
        />
        {changed && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            Reports, lists and new timesheets will count days in {timeZoneText(timeZone)} from now on. Entries already
            recorded keep their own zone.
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" disabled={!changed || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </Box>
      </Paper>
    </>
  );
}
