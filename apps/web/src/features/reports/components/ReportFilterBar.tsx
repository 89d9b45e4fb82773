import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REPORT_NAMES, SELECTABLE_REPORTS, type ReportType } from '@hearth/shared';
import {
  dateLimits,
  filtersShown,
  GROUP_OPTIONS,
  STATUS_OPTIONS,
  VERIFICATION_OPTIONS,
  type DateProblems,
  type ReportForm,
} from '../report-filters';
import { PeoplePickers } from './PeoplePickers';
import { DateBox } from '../../../components/form/DateBox';

type Props = {
  form: ReportForm;
  problems: DateProblems;
  /** Today in the agency's zone (the monthly report's date limits). */
  today: string;
  onTypeChange: (type: ReportType) => void;
  onChange: (patch: Partial<ReportForm>) => void;
  /** Generate Report and Download. */
  actions: ReactNode;
};

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value as T)}>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The Reports filter bar (spec 02 "Reports page"): the report type, then the filters of its variant
 * — a date range (From and an optional End for the person summaries), status for people, admin
 * verification, client and staff for work entries, and Group for the Staff Allocation Summary.
 */
export function ReportFilterBar({ form, problems, today, onTypeChange, onChange, actions }: Props) {
  const shown = filtersShown(form.type);
  const { fromMax, toMax } = dateLimits(form.type, today);
  return (
    <Box role="group" aria-label="Report filters" sx={{ mb: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <TextField
          select
          size="small"
          label="Report Type"
          value={form.type}
          onChange={(event) => onTypeChange(event.target.value as ReportType)}
          sx={{ gridColumn: { md: 'span 2' } }}
        >
          {SELECTABLE_REPORTS.map((type) => (
            <MenuItem key={type} value={type}>
              {REPORT_NAMES[type]}
            </MenuItem>
          ))}
        </TextField>
        <DateBox
          label="From"
          value={form.fromDate}
          max={fromMax}
          error={problems.fromDate}
          onChange={(fromDate) => onChange({ fromDate })}
        />
        <DateBox
          label={shown.optionalEnd ? 'End' : 'To'}
          value={form.toDate}
          max={toMax}
          error={problems.toDate}
          helper={shown.optionalEnd ? 'Optional: empty runs to today' : undefined}
          onChange={(toDate) => onChange({ toDate })}
        />
        {shown.status && (
          <Choice
            label="Status"
            value={form.status}
            options={STATUS_OPTIONS}
            onChange={(status) => onChange({ status })}
          />
        )}
        {shown.verification && (
          <Choice
            label="Admin Verification"
            value={form.adminVerification}
            options={VERIFICATION_OPTIONS}
            onChange={(adminVerification) => onChange({ adminVerification })}
          />
        )}
        {shown.group && (
          <Choice label="Group" value={form.group} options={GROUP_OPTIONS} onChange={(group) => onChange({ group })} />
        )}
        {shown.people && <PeoplePickers clientId={form.clientId} staffId={form.staffId} onChange={onChange} />}
        {shown.staffOnly && <PeoplePickers staffId={form.staffId} onChange={onChange} />}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mt: 2 }}>{actions}</Box>
    </Box>
  );
}
