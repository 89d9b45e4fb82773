import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { AggregatorRecordOut } from '@hearth/shared';
import { AggregatorStateChip } from '../../../components/AggregatorStateChip';
import { FixLine, RecordAnswer, RecordName, RecordTimes, TransactionId } from './record-parts';

/** A record on a phone: what it is and its state on top, the answer and the fix, then the transaction and times. */
export function RecordCard({ row }: { row: AggregatorRecordOut }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Typography component="div" sx={{ flex: 1, minWidth: 0 }}>
            <RecordName row={row} />
          </Typography>
          <AggregatorStateChip state={row.state} />
        </Box>
        <Typography component="div" variant="body2" sx={{ mt: 1 }}>
          <RecordAnswer row={row} />
          <FixLine row={row} />
        </Typography>
        <Typography component="div" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            Transaction:
          </Box>{' '}
          <TransactionId row={row} />
          <RecordTimes row={row} />
        </Typography>
      </CardContent>
    </Card>
  );
}
