import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockReset from '@mui/icons-material/LockReset';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  formatPhone,
  LIST_SORTS,
  mayEditUser,
  mayResetPassword,
  STAFF_RECORD_TYPES,
  staffList,
  type StaffListItem,
  type UserEditor,
} from '@hearth/shared';
import {
  CreateNewButton,
  ListPagination,
  ListToolbar,
  NameWithStatus,
  PageHeader,
  ResponsiveList,
  useListQuery,
  usePersistentListState,
  type ListColumn,
} from '../../../components/list';
import { useUserEditor } from '../../../lib/permissions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ResetUserPasswordDialog, type ResetPasswordTarget } from '../components/ResetUserPasswordDialog';
import { staffKeys } from '../api';
import { StaffText } from '../messages';
import { staffTypeLabel } from '../staff-types';

/**
 * Edit and reset-password icons only on the rows the signed-in admin may change (a Super Admin's
 * record only by a Super Admin, an Admin's only by role groups 1 and 2, never one's own password):
 * the server refuses the others.
 */
function columns(
  editor: (UserEditor & { userId: number }) | null,
  onResetPassword: (target: ResetPasswordTarget) => void,
): ListColumn<StaffListItem>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      primary: true,
      render: (r) => <NameWithStatus status={r.status}>{r.name}</NameWithStatus>,
    },
    { key: 'lastName', header: 'Last Name', hideOnCard: true, render: (r) => r.lastName },
    { key: 'firstName', header: 'First Name', hideOnCard: true, render: (r) => r.firstName },
    { key: 'type', header: 'Staff Type', render: (r) => staffTypeLabel(r.userType) },
    // Phone is optional on staff records and Mobile required: show the mobile when there is no phone.
    { key: 'phone', header: 'Phone', nowrap: true, render: (r) => formatPhone(r.phone ?? r.mobile) },
    {
      key: 'actions',
      header: '',
      actions: true,
      render: (r) => (
        <>
          <Tooltip title="View">
            <IconButton component={RouterLink} to={`/admin/view-staff?id=${r.userId}`} aria-label={`View ${r.name}`}>
              <VisibilityOutlined />
            </IconButton>
          </Tooltip>
          {editor && mayEditUser(editor, r) && (
            <Tooltip title="Edit">
              <IconButton component={RouterLink} to={`/admin/edit-staff?id=${r.userId}`} aria-label={`Edit ${r.name}`}>
                <EditOutlined />
              </IconButton>
            </Tooltip>
          )}
          {editor && mayResetPassword(editor, r) && (
            <Tooltip title="Reset password">
              <IconButton
                aria-label={`Reset password for ${r.name}`}
                onClick={() => onResetPassword({ userId: r.userId, name: r.name })}
              >
                <LockReset />
              </IconButton>
            </Tooltip>
          )}
        </>
      ),
    },
  ];
}

/** /admin/staff: every staff record (all types but Super Admin), with the Reset User Password modal. */
export function StaffListPage() {
  useDocumentTitle('Staff');
  const list = usePersistentListState('staff', { type: 0 });
  const query = useListQuery({
    key: staffKeys.all[0],
    path: '/user',
    state: list.state,
    schema: staffList,
    // GET /user `type`: one user type, or absent for every type.
    params: { type: list.state.type || undefined },
  });
  const [resetting, setResetting] = useState<ResetPasswordTarget | null>(null);
  const editor = useUserEditor();

  return (
    <>
      <PageHeader title="Staff" actions={<CreateNewButton to="/admin/staff-type" />} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ListToolbar list={list} sorts={LIST_SORTS}>
          <TextField
            select
            size="small"
            label="Staff Type"
            value={list.state.type}
            onChange={(event) => list.update({ type: Number(event.target.value) })}
            sx={{ minWidth: 190 }}
          >
            <MenuItem value={0}>All</MenuItem>
            {STAFF_RECORD_TYPES.map((t) => (
              <MenuItem key={t.userType} value={t.userType}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        </ListToolbar>
        <ResponsiveList
          rows={query.data?.data}
          columns={columns(editor, setResetting)}
          getRowKey={(r) => r.userId}
          label="Staff"
          emptyText={StaffText.empty}
          fetching={query.isFetching}
          error={query.error}
        />
        <ListPagination list={list} recordCount={query.data?.recordCount ?? 0} />
      </Paper>
      <ResetUserPasswordDialog user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
