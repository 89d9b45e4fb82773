import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { receivablesQuery, type AgingBucketKey } from '@hearth/shared';
import { RecordLoading, RecordProblem } from '../../../components/details';
import { DateBox } from '../../../components/form/DateBox';
import { PageHeader } from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReceivables } from '../api';
import { ExportButton } from '../components/ExportButton';
import { ReceivablesReport } from '../components/ReceivablesReport';
import { bucketOf } from '../receivables-view';

/** A whole day the server takes as `asOf` (not the box's half-typed '0002-11-18'). */
const isDay = (value: string | null): value is string => !!value && receivablesQuery.safeParse({ asOf: value }).success;

export const AS_OF_INCOMPLETE = 'Enter a whole date.';

/**
 * The As of box: a whole date is asked for at once; a half-typed one stays in the box with a hint,
 * and the figures shown stay those of the last whole date.
 */
function AsOfField({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <DateBox
      label="As of"
      value={draft ?? value}
      error={draft !== null ? AS_OF_INCOMPLETE : undefined}
      helper="Ages and filing deadlines are counted on this day."
      onChange={(next) => {
        if (isDay(next)) {
          setDraft(null);
          onChange(next);
        } else setDraft(next);
      }}
      sx={{ width: { xs: '100%', sm: 240 } }}
    />
  );
}

/**
 * /admin/claims/receivables (admins, issue 20): what payers still owe on billed claims, by age since
 * billing and by payer, with the open claims behind the figures and their filing deadlines. The day
 * (?asOf=, default today in the agency's zone) and the age filter (?bucket=) are in the address, so a
 * reload or a link keeps them.
 */
export function ReceivablesPage() {
  useDocumentTitle('Receivables');
  const [params, setParams] = useSearchParams();
  const asOfParam = params.get('asOf');
  const asOf = isDay(asOfParam) ? asOfParam : null;
  const bucket = bucketOf(params.get('bucket'));
  const receivables = useReceivables(asOf);
  const data = receivables.data;

  const change = (name: 'asOf' | 'bucket', value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  // The export is of the day shown: the one asked for, else the server's today.
  const shownDay = asOf ?? data?.asOf ?? null;
  return (
    <Box sx={{ maxWidth: 1280 }}>
      <PageHeader
        title="Receivables"
        subtitle="What payers still owe on billed claims, by age since billing."
        actions={<ExportButton asOf={shownDay} />}
      />
      <Box sx={{ mb: 1 }}>
        <AsOfField value={shownDay ?? ''} onChange={(day) => change('asOf', day)} />
      </Box>
      <Box sx={{ height: 4, mb: 1.5 }}>
        {receivables.isFetching && data && <LinearProgress aria-label="Loading the receivables" />}
      </Box>
      {data ? (
        <ReceivablesReport
          data={data}
          bucket={bucket}
          onBucket={(next: AgingBucketKey | null) => change('bucket', next)}
          fetching={receivables.isFetching}
        />
      ) : receivables.isPending ? (
        <RecordLoading label="Loading the receivables" />
      ) : (
        <RecordProblem error={receivables.error} backTo="/admin/claims" backLabel="Claims" />
      )}
    </Box>
  );
}
