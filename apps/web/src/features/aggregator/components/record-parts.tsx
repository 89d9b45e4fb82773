import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { AGGREGATOR_KIND_LABELS, type AggregatorRecordOut } from '@hearth/shared';
import type { ListColumn } from '../../../components/list';
import { AggregatorStateChip } from '../../../components/AggregatorStateChip';
import { dateTimeText } from '../../../lib/format';
import { fixLinks } from '../record-links';

const small = { display: 'block', color: 'text.secondary', fontSize: '0.8125rem' } as const;

/** What kind of record it is, and its name in Hearth. */
export function RecordName({ row }: { row: AggregatorRecordOut }) {
  return (
    <>
      <Box component="span" sx={small}>
        {AGGREGATOR_KIND_LABELS[row.kind]}
      </Box>
      <Box component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {row.name}
      </Box>
    </>
  );
}

/** The aggregator's refusal (its code and message), or what the record waits on. */
export function RecordAnswer({ row }: { row: AggregatorRecordOut }) {
  if (row.errorCode || row.errorMessage) {
    return (
      <Box component="span" sx={{ display: 'block', color: 'error.main', overflowWrap: 'anywhere' }}>
        {row.errorCode && (
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {row.errorCode}
          </Box>
        )}
        {row.errorCode && row.errorMessage && ' — '}
        {row.errorMessage && <span>{row.errorMessage}</span>}
      </Box>
    );
  }
  if (row.waitingOn) {
    return (
      <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {row.waitingOn}
      </Box>
    );
  }
  return null;
}

/** What a person does about it, with the records to open for it. */
export function FixLine({ row }: { row: AggregatorRecordOut }) {
  // Accepted or on its way with nothing to do: no fix line.
  if (!row.fix && row.state !== 'rejected' && row.state !== 'waiting') return null;
  return (
    <Box component="span" sx={{ ...small, mt: 0.5, overflowWrap: 'anywhere' }}>
      {row.fix && <>{row.fix} </>}
      {/* Links side by side, wrapping whole: no separator left stranded at a line's start. */}
      <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1.5 }}>
        {fixLinks(row).map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to} aria-label={link.label} sx={{ whiteSpace: 'nowrap' }}>
            {link.text}
          </Link>
        ))}
      </Box>
    </Box>
  );
}

/** The transaction the record went in (monospace: people read it out to the aggregator's help desk). */
export function TransactionId({ row }: { row: AggregatorRecordOut }) {
  if (!row.transactionId) return <>-</>;
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.75rem', overflowWrap: 'anywhere' }}>
      {row.transactionId}
    </Box>
  );
}

/** When it was sent and, once it was, accepted (the agency's zone). */
export function RecordTimes({ row }: { row: AggregatorRecordOut }) {
  if (!row.sentAt && !row.acceptedAt) return <>-</>;
  return (
    <>
      {row.sentAt && (
        <Box component="span" sx={{ display: 'block' }}>
          Sent {dateTimeText(row.sentAt)}
        </Box>
      )}
      {row.acceptedAt && (
        <Box component="span" sx={{ display: 'block' }}>
          Accepted {dateTimeText(row.acceptedAt)}
        </Box>
      )}
    </>
  );
}

/** The desktop table's columns (phones get RecordCard). */
export const recordColumns: ListColumn<AggregatorRecordOut>[] = [
  { key: 'record', header: 'Record', width: '22%', primary: true, render: (r) => <RecordName row={r} /> },
  { key: 'state', header: 'State', width: 100, render: (r) => <AggregatorStateChip state={r.state} /> },
  {
    key: 'answer',
    header: "Aggregator's answer and the fix",
    render: (r) => (
      <>
        <RecordAnswer row={r} />
        <FixLine row={r} />
      </>
    ),
  },
  { key: 'transaction', header: 'Transaction', width: 150, render: (r) => <TransactionId row={r} /> },
  { key: 'times', header: 'Sent / accepted', width: 190, render: (r) => <RecordTimes row={r} /> },
];

export const recordKey = (r: AggregatorRecordOut) => `${r.kind}-${r.recordId}`;
