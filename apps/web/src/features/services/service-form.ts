import { createServiceBody, Status, type CreateServiceBody, type ServiceOut, type UnitRounding } from '@hearth/shared';
import { zodFormResolver } from '../../lib/form-resolver';

/** The catalogue form as it is typed: number inputs stay text until submit. */
export type ServiceFormValues = {
  name: string;
  code: string;
  description: string;
  unitRate: string;
  /** Hours per unit (0.25 = 15 minutes). */
  unitLength: string;
  isDegreeRequired: boolean;
  isOverlappable: boolean;
  /** Staff allocated to it need a driver's licence (decision 018). */
  involvesDriving: boolean;
  unitRounding: UnitRounding;
  status: number;
};

export const SERVICE_FORM_FIELDS = [
  'name',
  'code',
  'description',
  'unitRate',
  'unitLength',
  'unitRounding',
  'status',
] as const satisfies readonly (keyof ServiceFormValues)[];

export const isServiceFormField = (field: string | undefined): field is (typeof SERVICE_FORM_FIELDS)[number] =>
  field !== undefined && (SERVICE_FORM_FIELDS as readonly string[]).includes(field);

export const emptyServiceForm: ServiceFormValues = {
  name: '',
  code: '',
  description: '',
  unitRate: '',
  unitLength: '0.25',
  isDegreeRequired: false,
  isOverlappable: false,
  involvesDriving: false,
  unitRounding: 'down',
  status: Status.Active,
};

export function serviceToForm(s: ServiceOut): ServiceFormValues {
  return {
    name: s.name,
    code: s.code,
    description: s.description ?? '',
    unitRate: String(s.unitRate),
    unitLength: String(s.unitLength),
    isDegreeRequired: s.isDegreeRequired,
    isOverlappable: s.isOverlappable,
    involvesDriving: s.involvesDriving,
    unitRounding: s.unitRounding,
    status: s.status,
  };
}

/** The shared request schema, so the form and the server say the same messages. */
export const serviceResolver = zodFormResolver<ServiceFormValues, CreateServiceBody>(createServiceBody);

export const UNIT_ROUNDING_OPTIONS: readonly { value: UnitRounding; label: string }[] = [
  { value: 'down', label: 'Round down (whole units only)' },
  { value: 'nearest', label: 'Round to the nearest unit' },
  { value: 'up', label: 'Round up' },
];

export const SERVICE_STATUS_OPTIONS = [
  { value: Status.Active, label: 'Active' },
  { value: Status.Inactive, label: 'Inactive' },
] as const;

/** Toasts of the catalogue form (the spec names none; these follow its 'X create successful' style). */
export const ServiceToast = {
  createSuccess: 'Service create successful',
  createFailed: 'Service create failed',
  updateSuccess: 'Service update successful',
  updateFailed: 'Service update failed',
} as const;
