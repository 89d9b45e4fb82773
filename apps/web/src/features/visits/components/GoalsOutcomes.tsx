import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { WorkEntryMsg } from '@hearth/shared';

/** Longer than this (or more than 3 lines) may not fit in 3 lines on a phone: offer SHOW MORE. */
const LONG_TEXT = 160;

/** The client's goals and outcomes, truncated to 3 lines until expanded ('No notes added' when empty). */
export function GoalsOutcomes({ text }: { text: string | null | undefined }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const value = text?.trim() ?? '';
  const long = value.length > LONG_TEXT || value.split('\n').length > 3;
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h3" component="h2" sx={{ mb: 0.75 }}>
        Goals and Outcomes
      </Typography>
      {value ? (
        <>
          <Typography
            id={`${id}-text`}
            sx={{
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              ...(expanded
                ? {}
                : { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }),
            }}
          >
            {value}
          </Typography>
          {long && (
            <Button
              size="small"
              onClick={() => setExpanded((e) => !e)}
              aria-expanded={expanded}
              aria-controls={`${id}-text`}
              sx={{ mt: 0.5, px: 0, minHeight: 40 }}
            >
              {expanded ? 'SHOW LESS' : 'SHOW MORE'}
            </Button>
          )}
        </>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{WorkEntryMsg.noNotes}</Typography>
      )}
    </Box>
  );
}
