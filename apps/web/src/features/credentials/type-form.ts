import type { Resolver } from 'react-hook-form';
import {
  createCredentialTypeBody,
  UserType,
  VISIT_USER_TYPES,
  type CreateCredentialTypeBody,
  type CredentialAppliesTo,
  type CredentialTypeOut,
} from '@hearth/shared';
import { zodFormResolver } from '../../lib/form-resolver';

/** The credential type form as typed: numbers stay text until submit, applicability flat. */
export type CredentialTypeFormValues = {
  name: string;
  description: string;
  requiredForVisits: boolean;
  enforced: boolean;
  validMonths: string;
  graceDays: string;
  needsDetermination: boolean;
  userTypes: number[];
  servesMinors: boolean;
  outOfStateBeforeHire: boolean;
  drivingServices: boolean;
  /** Edit only: an inactive type is no longer offered or required. */
  active: boolean;
};

export const USER_TYPE_CHOICES: readonly { value: number; label: string }[] = [
  { value: UserType.Staff, label: 'Staff' },
  { value: UserType.BehavioralSpecialist, label: 'Behavioral Specialist' },
  { value: UserType.Admin, label: 'Admin' },
  { value: UserType.SuperAdmin, label: 'Super Admin' },
];

export const SITUATIONS = [
  ['servesMinors', 'Serves clients under 18'],
  ['outOfStateBeforeHire', 'Lived outside Pennsylvania in the 2 years before hire'],
  ['drivingServices', 'Services that involve driving'],
] as const;

export const emptyTypeForm: CredentialTypeFormValues = {
  name: '',
  description: '',
  requiredForVisits: true,
  enforced: false,
  validMonths: '',
  graceDays: '0',
  needsDetermination: false,
  userTypes: [...VISIT_USER_TYPES],
  servesMinors: false,
  outOfStateBeforeHire: false,
  drivingServices: false,
  active: true,
};

export function typeToForm(t: CredentialTypeOut): CredentialTypeFormValues {
  return {
    name: t.name,
    description: t.description ?? '',
    requiredForVisits: t.requiredForVisits,
    enforced: t.enforced,
    validMonths: t.validMonths === null ? '' : String(t.validMonths),
    graceDays: String(t.graceDays),
    needsDetermination: t.needsDetermination,
    userTypes: [...(t.appliesTo?.userTypes ?? VISIT_USER_TYPES)],
    servesMinors: t.appliesTo?.servesMinors ?? false,
    outOfStateBeforeHire: t.appliesTo?.outOfStateBeforeHire ?? false,
    drivingServices: t.appliesTo?.drivingServices ?? false,
    active: t.active,
  };
}

/** The `appliesTo` the form means: only what is set (no user types chosen: the visit types). */
function appliesToOf(v: CredentialTypeFormValues): CredentialAppliesTo | null {
  const out: CredentialAppliesTo = {};
  if (v.userTypes.length > 0) out.userTypes = [...v.userTypes].sort((a, b) => a - b);
  for (const [key] of SITUATIONS) if (v[key]) out[key] = true;
  return Object.keys(out).length > 0 ? out : null;
}

const bodyResolver = zodFormResolver<CredentialTypeFormValues, CreateCredentialTypeBody>(createCredentialTypeBody);

/** The shared request schema on the wire shape the form builds, so the form and the server say the same messages. */
export const credentialTypeResolver: Resolver<CredentialTypeFormValues, unknown, CreateCredentialTypeBody> = (
  values,
  context,
  options,
) => {
  const {
    userTypes: _u,
    servesMinors: _m,
    outOfStateBeforeHire: _o,
    drivingServices: _d,
    active: _a,
    ...rest
  } = values;
  // The schema reads the wire shape; the form's flat applicability becomes `appliesTo` here.
  const wire = { ...rest, appliesTo: appliesToOf(values) } as unknown as CredentialTypeFormValues;
  return bodyResolver(wire, context, options);
};

const USER_TYPE_WORDS = new Map(USER_TYPE_CHOICES.map((c) => [c.value, c.label]));

/** Who a type applies to, in words: "Staff, Behavioral Specialist · serves clients under 18 or …". */
export function appliesToText(a: CredentialAppliesTo | null): string {
  const types = (a?.userTypes ?? VISIT_USER_TYPES).map((t) => USER_TYPE_WORDS.get(t) ?? `Type ${t}`).join(', ');
  // Lower-case only the first letter: "lived outside Pennsylvania", never "pennsylvania".
  const situations = SITUATIONS.filter(([key]) => a?.[key]).map(
    ([, label]) => label[0]!.toLowerCase() + label.slice(1),
  );
  return situations.length > 0 ? `${types} who: ${situations.join(', or ')}` : types;
}

export function validForText(months: number | null): string {
  if (months === null) return 'No expiry';
  const years = months / 12;
  if (Number.isInteger(years)) return years === 1 ? '1 year' : `${years} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

export const CredentialTypeToast = {
  createSuccess: 'Credential type create successful',
  createFailed: 'Credential type create failed',
  updateSuccess: 'Credential type update successful',
  updateFailed: 'Credential type update failed',
  enforcedOn: 'Enforcement switched on',
  enforcedOff: 'Enforcement switched off',
} as const;

export const ENFORCE_WARNING =
  'Staff missing this credential, or with it expired past its grace, will be refused at clock-in.';
