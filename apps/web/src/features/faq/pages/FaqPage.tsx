import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { faqEntries, serviceCodes } from '../faq-content';

function ServiceCodeTable() {
  return (
    <Table size="small" aria-label="Service codes" sx={{ maxWidth: 480, mt: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col" sx={{ fontWeight: 650 }}>
            Code
          </TableCell>
          <TableCell component="th" scope="col" sx={{ fontWeight: 650 }}>
            Service
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {serviceCodes.map(({ code, name }) => (
          <TableRow key={code}>
            <TableCell sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>{code}</TableCell>
            <TableCell>{name}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /admin/faq, /staff/faq (and /faq for other user types). */
export function FaqPage() {
  useDocumentTitle('FAQ');
  return (
    <Box sx={{ maxWidth: 860 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Frequently Asked Questions
      </Typography>
      <Typography variant="body1" sx={{ mb: 3, color: 'text.secondary' }}>
        Answers about visits, service codes, notes and signatures.
      </Typography>
      {faqEntries.map((entry) => (
        <Accordion
          key={entry.id}
          disableGutters
          variant="outlined"
          slots={{ heading: 'h2' }}
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMore />}
            id={`faq-${entry.id}-header`}
            aria-controls={`faq-${entry.id}-content`}
          >
            <Typography component="span" variant="h3">
              {entry.question}
            </Typography>
          </AccordionSummary>
          {/* The Accordion gives its region the summary's aria-controls as id: none here, or it repeats. */}
          <AccordionDetails>
            {entry.answer.map((paragraph) => (
              <Typography key={paragraph} variant="body1" sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
            {entry.showServiceCodes && <ServiceCodeTable />}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
