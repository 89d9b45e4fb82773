import { Controller, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DEGREES, isEmployeeType, todayIso } from '@hearth/shared';
import {
  CheckboxField,
  DateField,
  FormGridFull,
  FormSection,
  FormTextField,
  PhoneField,
} from '../../../components/form';
import { PasswordField } from '../../../components/PasswordField';
import { PasswordRulesChecklist } from '../../../components/PasswordRulesChecklist';
import { muiRegister } from '../../../lib/forms';
import { SsnField } from './SsnField';
import type { StaffFormApi } from './StaffForm';

type Props = { form: StaffFormApi; mode: 'create' | 'edit'; canEditEmail: boolean };

/**
 * The password (create only) and its rules get a row of their own, the rules beside the field, so
 * the checklist does not stretch a row of ordinary fields.
 */
function NewPasswordRow({ form }: { form: StaffFormApi }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const password = useWatch({ control, name: 'password' });
  return (
    <Box
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        columnGap: 2.5,
        rowGap: 1,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      <PasswordField
        {...muiRegister(register('password'))}
        id="staff-password"
        label="Password"
        required
        fullWidth
        autoComplete="new-password"
        error={!!errors.password}
        helperText={errors.password?.message}
        slotProps={{ htmlInput: { 'aria-describedby': 'staff-password-rules' } }}
      />
      <PasswordRulesChecklist
        password={password}
        id="staff-password-rules"
        sx={{
          gridColumn: { md: 'span 2' },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          columnGap: 2,
        }}
      />
    </Box>
  );
}

const credentialChips = (selected: unknown) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
    {(selected as string[]).map((c) => (
      <Chip key={c} label={c} size="small" />
    ))}
  </Box>
);

/** Credentials: several degrees, chosen with checkboxes and shown as chips. */
function CredentialsField({ form }: { form: StaffFormApi }) {
  return (
    <Controller
      name="credentials"
      control={form.control}
      render={({ field, fieldState }) => (
        <TextField
          select
          id="staff-credentials"
          label="Credentials"
          fullWidth
          value={field.value}
          onChange={(event) => {
            const value = event.target.value as unknown as string[] | string;
            field.onChange(typeof value === 'string' ? value.split(',') : value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{ select: { multiple: true, renderValue: credentialChips } }}
        >
          {DEGREES.map((degree) => (
            <MenuItem key={degree} value={degree}>
              <Checkbox size="small" checked={field.value.includes(degree)} sx={{ p: 0, mr: 1 }} />
              <ListItemText primary={degree} />
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** "Staff Member Information": names, contact, SSN, dates, credentials. Password only on create. */
export function StaffInfoFields({ form, mode, canEditEmail }: Props) {
  const { control } = form;
  const userType = useWatch({ control, name: 'userType' });
  const ssnRequired = userType !== undefined && isEmployeeType(userType);
  const today = todayIso();

  return (
    <FormSection title="Staff Member Information" columns={3}>
      <FormTextField control={control} name="salutation" label="Salutation" id="staff-salutation" />
      <FormTextField control={control} name="firstName" label="First Name" id="staff-firstName" required />
      <FormTextField control={control} name="middleName" label="Middle Name" id="staff-middleName" />
      <FormTextField control={control} name="lastName" label="Last Name" id="staff-lastName" required />
      <FormTextField control={control} name="suffix" label="Suffix" id="staff-suffix" />
      <FormTextField control={control} name="title" label="Title" id="staff-title" />
      {/* Emails are long: a whole row on create (the password row follows), two columns on edit. */}
      <Box sx={{ gridColumn: mode === 'create' ? '1 / -1' : { sm: '1 / -1', md: 'span 2' } }}>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          id="staff-email"
          type="email"
          autoComplete="off"
          required
          disabled={!canEditEmail}
          helperText={canEditEmail ? undefined : 'Only a Super Admin can change the email.'}
        />
      </Box>
      {mode === 'create' && <NewPasswordRow form={form} />}
      <SsnField form={form} required={ssnRequired} />
      <DateField control={control} name="dob" label="Date of Birth" id="staff-dob" max={today} />
      <DateField control={control} name="hireDate" label="Hire Date" id="staff-hireDate" max={today} />
      <PhoneField control={control} name="phone" label="Phone" id="staff-phone" />
      <PhoneField control={control} name="mobile" label="Mobile" id="staff-mobile" required />
      <FormTextField
        control={control}
        name="percentagePaid"
        label="Percent Paid"
        id="staff-percentagePaid"
        type="number"
        slotProps={{ htmlInput: { min: 0, max: 100, step: 'any', inputMode: 'decimal' } }}
      />
      <CredentialsField form={form} />
      <CheckboxField control={control} name="hasRelevantDegree" label="Has Relevant Degree" />
      <CheckboxField
        control={control}
        name="outOfStateBeforeHire"
        label="Lived outside Pennsylvania in the 2 years before hire"
      />
      <FormGridFull>
        <FormTextField control={control} name="memo" label="Memo" id="staff-memo" multiline minRows={3} />
      </FormGridFull>
    </FormSection>
  );
}
