import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { EvvExceptionOut } from '@hearth/shared';
import { plannedText, serviceCodeText, serviceDateText, staffText } from '../format';
import { ExceptionText, ResolveButton, RowActionButtons, type RowActions } from './exception-columns';
import { ExceptionStatus } from './ExceptionStatus';
import { dateTimeText } from '../../../lib/format';

function Line({ label, children }: { label: string; children: string }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      <Box component="span" sx={{ color: 'text.primary' }}>
        {children}
      </Box>
    </Typography>
  );
}

/** An exception on a phone: what it is, the visit, its status, and the actions in the footer. */
export function ExceptionCard({ row, actions }: { row: EvvExceptionOut; actions: RowActions }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="subtitle1" component="p" sx={{ mb: 0.75 }}>
          <ExceptionText row={row} />
        </Typography>
        <Line label="Date of service">{serviceDateText(row)}</Line>
        {plannedText(row) && <Line label="Visit">{plannedText(row)!}</Line>}
        <Line label="Staff">{staffText(row)}</Line>
        <Line label="Client">{row.client.name}</Line>
        <Line label="Service">{serviceCodeText(row)}</Line>
        <Line label="Detected">{dateTimeText(row.detectedAt)}</Line>
        <Box sx={{ mt: 1 }}>
          <ExceptionStatus row={row} />
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', gap: 0.5, pt: 0 }}>
        <RowActionButtons row={row} actions={actions} phone />
        <ResolveButton row={row} actions={actions} />
      </CardActions>
    </Card>
  );
}
