import type { FieldValues } from 'react-hook-form';
import { US_STATES } from '@hearth/shared';
import { SelectField, type SelectFieldProps } from './SelectField';

const BY_CODE = US_STATES.map(([code, name]) => ({ value: code, label: name }));
const BY_NAME = US_STATES.map(([, name]) => name);

export type UsStateSelectProps<T extends FieldValues> = Omit<SelectFieldProps<T>, 'options'> & {
  /** Store the two-letter code ('PA', clients) or the full name ('Pennsylvania', staff). Default 'code'. */
  valueAs?: 'code' | 'name';
};

/** US states and territories (US_STATES), shown by name. */
export function UsStateSelect<T extends FieldValues>({ valueAs = 'code', ...rest }: UsStateSelectProps<T>) {
  return <SelectField {...rest} options={valueAs === 'code' ? BY_CODE : BY_NAME} />;
}
