/**
 * Form fields bound to react-hook-form (pass the form's `control` and a field `name`); each shows
 * its zod message under it. Use with zodResolver and the shared request schemas.
 *
 * <FormTextField control={control} name="firstName" label="First Name" required />
 * <SelectField control={control} name="country" label="County" options={COUNTIES} emptyOption="Select" />
 * <DateField control={control} name="dob" label="Date of Birth" max={todayIso()} />
 * <PhoneField control={control} name="phone" label="Phone" required />
 * <UsStateSelect control={control} name="billingState" label="State" />
 * <CheckboxField control={control} name="isAuthorized" label="Is Authorized" />
 * <SwitchField control={control} name="testClaimFiles" label="Mark claim files as test files" />
 * <SearchPickerField control={control} name="clientId" label="Client Name" source={clientSource} />
 */
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { DateBox } from './DateBox';
export { DateField, type DateFieldProps } from './DateField';
export { FormGridFull, FormSection, type FormSectionProps } from './FormSection';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { formatPhoneInput, PhoneField, type PhoneFieldProps } from './PhoneField';
export { optionSource, type OptionParams, type PickerOption, type PickerSource } from './option-source';
export {
  NO_MATCHES_TEXT,
  SEARCH_PICKER_DEBOUNCE_MS,
  SearchPicker,
  useDebouncedValue,
  type SearchPickerProps,
} from './SearchPicker';
export { SearchPickerField, type SearchPickerFieldProps } from './SearchPickerField';
export { SelectField, type SelectFieldProps } from './SelectField';
export { SwitchField, type SwitchFieldProps } from './SwitchField';
export { UsStateSelect, type UsStateSelectProps } from './UsStateSelect';
export { optionLabel, optionValue, type BoundFieldProps, type SelectOption } from './types';
