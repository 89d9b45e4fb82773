import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { DEFAULT_STAFF_TYPE } from '@hearth/shared';
import { PageHeader } from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCanCreateAdmins } from '../../../lib/permissions';
import { offeredRecordTypes } from '../staff-types';

/** /admin/staff-type: choose what kind of record to create, then CONTINUE to the staff form. */
export function StaffTypePage() {
  useDocumentTitle('Select Staff Record Type');
  const navigate = useNavigate();
  const canCreateAdmins = useCanCreateAdmins();
  const types = offeredRecordTypes(canCreateAdmins);
  const [staffType, setStaffType] = useState<number>(DEFAULT_STAFF_TYPE);

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title="Select Staff Record Type"
        subtitle="Choose the kind of record to create. The type decides what the person can do in Hearth."
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <TextField
          select
          id="staff-record-type"
          label="Staff Record Type"
          value={staffType}
          onChange={(event) => setStaffType(Number(event.target.value))}
          sx={{ width: { xs: '100%', sm: 320 }, mb: 3 }}
        >
          {types.map((t) => (
            <MenuItem key={t.userType} value={t.userType}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        <TableContainer>
          <Table size="small" aria-label="Staff record types">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 650, width: { sm: 220 } }}>Type</TableCell>
                <TableCell sx={{ fontWeight: 650 }}>Description</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {types.map((t) => (
                <TableRow
                  key={t.userType}
                  hover
                  selected={t.userType === staffType}
                  onClick={() => setStaffType(t.userType)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ fontWeight: 600 }}>{t.name}</TableCell>
                  <TableCell>{t.description}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => void navigate('/admin/staff')}>
            CANCEL
          </Button>
          <Button variant="contained" onClick={() => void navigate(`/admin/create-staff?staffType=${staffType}`)}>
            CONTINUE
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
