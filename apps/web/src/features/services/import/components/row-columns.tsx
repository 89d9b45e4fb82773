import Typography from '@mui/material/Typography';
import type { ImportedServiceRow } from '@hearth/shared';
import type { ListColumn } from '../../../../components/list';
import { dayText, formatUnits } from '../../../../lib/format';
import { formatCost, usedUnitsDiffer } from '../import-rows';

/** Columns every list of imported rows shares (the sheet's own values). */
export const rowColumn: ListColumn<ImportedServiceRow> = {
  key: 'row',
  header: 'Row',
  render: (r) => r.row,
  width: 60,
};
export const clientColumn: ListColumn<ImportedServiceRow> = {
  key: 'client',
  header: 'Client',
  primary: true,
  render: (r) => (
    <>
      {r.clientName ?? r.individual_name}
      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
        MCI {r.recipient_id}
      </Typography>
    </>
  ),
};
export const serviceColumn: ListColumn<ImportedServiceRow> = {
  key: 'service',
  header: 'Service',
  render: (r) => (
    <>
      {r.service_code}
      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
        {r.service_name}
      </Typography>
    </>
  ),
};
export const datesColumn: ListColumn<ImportedServiceRow> = {
  key: 'dates',
  header: 'Dates',
  nowrap: true,
  render: (r) => `${dayText(r.service_start_date)} – ${dayText(r.service_end_date)}`,
};
export const unitsColumn: ListColumn<ImportedServiceRow> = {
  key: 'units',
  header: 'Units Authorized',
  align: 'right',
  render: (r) => formatUnits(r.units_authorized),
};
export const rateColumn: ListColumn<ImportedServiceRow> = {
  key: 'rate',
  header: 'Unit Cost',
  align: 'right',
  render: (r) => formatCost(r.unit_cost),
};
export const usedColumn: ListColumn<ImportedServiceRow> = {
  key: 'used',
  header: 'Utilized Units',
  align: 'right',
  render: (r) =>
    usedUnitsDiffer(r) ? (
      <Typography component="span" variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
        State {formatUnits(r.utilized_units)} · Hearth {formatUnits(r.hearthUnitsUsed)}
      </Typography>
    ) : (
      formatUnits(r.utilized_units)
    ),
};
export const authorizedColumn: ListColumn<ImportedServiceRow> = {
  key: 'authorized',
  header: 'Date Last Authorized',
  nowrap: true,
  render: (r) => dayText(r.date_last_authorized) || '—',
};
