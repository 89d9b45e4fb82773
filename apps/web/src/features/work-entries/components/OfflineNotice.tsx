import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import type { WorkEntryOut } from '@hearth/shared';
import { visuallyHidden } from '../../../components/visually-hidden';
import { dateTimeText, orDash, zoneCaption, zoneOf } from '../../../lib/format';

export const OfflineText = {
  title: 'Recorded offline',
  body: "The phone had no signal: the visit's times below are the phone's clock, sent when it was back online.",
  start: 'Clock-in',
  end: 'Clock-out',
  punch: (phone: string, received: string) => `on the phone ${phone}, received by the server ${received}`,
} as const;

/**
 * Says that a clock-in or clock-out was recorded on the phone with no signal and sent later: the
 * phone's time (which the entry's time is) and when the server got it, in the entry's zone.
 * Nothing for an entry recorded online.
 */
export function OfflineNotice({ entry }: { entry: WorkEntryOut }) {
  if (!entry.recordedOffline) return null;
  const zone = zoneOf(entry);
  const caption = zoneCaption(zone);
  const punches = [
    { label: OfflineText.start, phone: entry.startDeviceTime, received: entry.startReceivedAt },
    { label: OfflineText.end, phone: entry.endDeviceTime, received: entry.endReceivedAt },
  ].filter((p) => p.phone);
  return (
    <Alert severity="info" variant="outlined" icon={<CloudOffOutlined />} sx={{ mb: 2.5 }}>
      <AlertTitle>{OfflineText.title}</AlertTitle>
      {OfflineText.body}
      <Box
        component="dl"
        sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
      >
        {punches.map((p) => (
          <Box key={p.label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {p.label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {OfflineText.punch(orDash(dateTimeText(p.phone, zone)), orDash(dateTimeText(p.received, zone)))}
            </Box>
          </Box>
        ))}
      </Box>
      {caption && (
        <Box component="p" sx={{ m: 0, mt: 0.5, fontSize: '0.8125rem' }}>
          {caption}
        </Box>
      )}
    </Alert>
  );
}

/** A list row's marker for an entry recorded offline: an icon for the eye, words for a screen reader. */
export function OfflineMarker() {
  // The space parts it from a name on the same line (a card); it falls away at the start of a line (a table cell).
  return (
    <>
      {' '}
      <Box component="span" sx={{ display: 'inline-flex', verticalAlign: 'text-bottom', color: 'info.main' }}>
        <CloudOffOutlined aria-hidden fontSize="small" />
        <Box component="span" sx={visuallyHidden}>
          {OfflineText.title}
        </Box>
      </Box>
    </>
  );
}
