import { z } from 'zod';
import {
  AGGREGATOR_CHANGE_REASONS,
  aggregatorServiceCodeBody,
  aggregatorSettingsBody,
  DEFAULT_AGGREGATOR_REASON_CODES,
  type AggregatorServiceCodeOut,
  type AggregatorSettingsOut,
} from '@hearth/shared';
import { zodFormResolver } from '../../lib/form-resolver';

/** The aggregator settings as typed: '' for what is not set, a code per change reason. */
export type AggregatorFormValues = {
  providerQualifier: string;
  providerId: string;
  payerId: string;
  payerProgram: string;
  timeZoneName: string;
  reasonCodes: Record<string, string>;
};

/** PUT /aggregator/settings's own schema (the form says the server's messages), minus the version the form adds. */
const settingsFormSchema = aggregatorSettingsBody.omit({ version: true });
export type AggregatorFormOutput = z.output<typeof settingsFormSchema>;
export const aggregatorSettingsResolver = zodFormResolver<AggregatorFormValues, AggregatorFormOutput>(
  settingsFormSchema,
);

/** The saved settings as form values; a reason never mapped shows the code sent for it by default. */
export function aggregatorSettingsToForm(s: AggregatorSettingsOut): AggregatorFormValues {
  return {
    providerQualifier: s.providerQualifier,
    providerId: s.providerId ?? '',
    payerId: s.payerId ?? '',
    payerProgram: s.payerProgram ?? '',
    timeZoneName: s.timeZoneName,
    reasonCodes: Object.fromEntries(
      AGGREGATOR_CHANGE_REASONS.map((r) => [r.code, s.reasonCodes[r.code] ?? DEFAULT_AGGREGATOR_REASON_CODES[r.code]]),
    ),
  };
}

const SETTINGS_FIELDS = new Set<string>(Object.keys(settingsFormSchema.shape));

/** Whether a server refusal names a field of the settings form ('payerId', 'reasonCodes.void'). */
export const isAggregatorFormField = (field: string | undefined): field is keyof AggregatorFormValues =>
  !!field && (SETTINGS_FIELDS.has(field) || /^reasonCodes\.[a-z_]+$/.test(field));

/** A service's codes as typed: the modifiers as one line ('U1 HQ'). */
export type ServiceCodeFormValues = { procedureCode: string; modifiers: string; payerId: string; payerProgram: string };

/** 'U1 HQ', 'u1,hq' → ['U1', 'HQ'], then the shared rules (2 letters or digits each, at most 4), said under the one box. */
const modifiersText = z.string().transform((text, ctx) => {
  const parsed = aggregatorServiceCodeBody.shape.modifiers.safeParse(text.split(/[\s,]+/).filter(Boolean));
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Check the modifiers' });
  return z.NEVER;
});

const serviceCodeFormSchema = aggregatorServiceCodeBody.omit({ version: true }).extend({ modifiers: modifiersText });
export type ServiceCodeFormOutput = z.output<typeof serviceCodeFormSchema>;
export const serviceCodeResolver = zodFormResolver<ServiceCodeFormValues, ServiceCodeFormOutput>(serviceCodeFormSchema);

const SERVICE_CODE_FIELDS = new Set<string>(Object.keys(serviceCodeFormSchema.shape));

/** The service-code form's field a server refusal names ('modifiers.1' → 'modifiers'), if any. */
export function serviceCodeFormField(field: string | undefined): keyof ServiceCodeFormValues | null {
  const name = field?.split('.')[0];
  return name && SERVICE_CODE_FIELDS.has(name) ? (name as keyof ServiceCodeFormValues) : null;
}

export const serviceCodeToForm = (s: AggregatorServiceCodeOut): ServiceCodeFormValues => ({
  procedureCode: s.procedureCode ?? '',
  modifiers: s.modifiers.join(' '),
  payerId: s.payerId ?? '',
  payerProgram: s.payerProgram ?? '',
});
