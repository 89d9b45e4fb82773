/**
 * Issue 12's additions to the visit calls, all optional beside the spec's payloads (a caller
 * sending exactly the spec's payload works as before):
 *
 * - punches recorded with no signal and sent later (`clientActionId`, `offline`, `deviceTime`),
 *   idempotent by their id, their device time accepted only within bounds;
 * - a signature path for every client: a typed name instead of a drawing, or a reason the client
 *   cannot sign.
 *
 * This file imports nothing from work-entries.ts (which spreads these fields into its bodies). The
 * signature reasons, limits and messages live in signature-paths.ts, free of zod: the sign-in
 * page's first download holds the visit drafts' reader, which needs them.
 */
import { z } from 'zod';
import { booleanFlag, utcDateTime } from './fields.js';
import { pageLimit, pageOffset } from './list-query.js';
import { NO_SIGNATURE_CODES, NO_SIGNATURE_TEXT_MAX, SignatureMsg, TYPED_SIGNATURE_MAX } from './signature-paths.js';
import { storableString } from './text.js';

/** A queued action's device time may be at most this far ahead of the server's clock. */
export const OFFLINE_FUTURE_SKEW_MS = 2 * 60_000;
/** ...and at most this old when it reaches the server (older: an admin enters the visit). */
export const OFFLINE_MAX_AGE_MS = 12 * 3_600_000;
export const OFFLINE_MAX_AGE_HOURS = OFFLINE_MAX_AGE_MS / 3_600_000;

/**
 * Refused offline actions kept per staff member: the newest ones (a phone, or a script with a staff
 * member's session, cannot fill the table; a real phone's queue is a day's visits).
 */
export const REFUSALS_KEPT_PER_USER = 100;
/**
 * Days a refused offline action stays listed for admins: Pennsylvania Medical Assistance takes
 * claims up to 180 days after the date of service, so a refusal older than that cannot lead to a
 * billable entry any more. The audit trail and the entries themselves are kept as always.
 */
export const REFUSED_ACTION_KEEP_DAYS = 180;

/** What a queued action was (visit_actions.kind). */
export const VISIT_ACTION_KINDS = ['start', 'update', 'complete', 'abandon'] as const;
export type VisitActionKind = (typeof VISIT_ACTION_KINDS)[number];

export const VisitSyncMsg = {
  deviceTimeRequired: 'An action recorded offline must carry the time it was recorded on the phone.',
  deviceTimeInFuture: "This action's time is ahead of the server's clock: check the phone's date and time.",
  deviceTimeTooOld: `This action was recorded on the phone more than ${OFFLINE_MAX_AGE_HOURS} hours ago and can no longer be sent. Ask an administrator to enter the visit.`,
  savedOnPhone: 'Saved on this phone — will send when online',
  actionIdReused: 'This action id was already used for a different visit action: send each action with its own id.',
} as const;

/**
 * Optional on start, update, complete and abandon. `clientActionId` (a UUID the phone makes once
 * per action) makes a retry answer like the first call instead of acting twice; `offline: true`
 * says the action was recorded with no signal at `deviceTime` (the phone's clock), which then
 * stands for the clock-in or clock-out time if it is within bounds.
 */
export const visitSyncFields = {
  clientActionId: z.uuid('The client action id must be a UUID.').optional(),
  offline: booleanFlag.optional(),
  deviceTime: utcDateTime(VisitSyncMsg.deviceTimeRequired).optional(),
};
/** The sync fields as parsed (what the server reads of any visit call). */
export type VisitSyncBody = z.infer<z.ZodObject<typeof visitSyncFields>>;

/**
 * Optional beside `signature` on complete, update and the admin's timesheet. A typed name is
 * stored as text (never drawn into an image); a reason closes the visit with no signature.
 * '' or null clears a value; undefined leaves it as it is.
 */
export const signatureAlternativeFields = {
  typedSignature: storableString().trim().max(TYPED_SIGNATURE_MAX, SignatureMsg.typedTooLong).nullish(),
  noSignatureReason: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(NO_SIGNATURE_CODES, SignatureMsg.unknownReason).nullish(),
  ),
  noSignatureText: storableString().trim().max(NO_SIGNATURE_TEXT_MAX, SignatureMsg.reasonTextTooLong).nullish(),
};

/** The offline and signature fields a work entry carries out (all optional on the wire). */
export const visitSyncOut = {
  typedSignature: z.string().nullable().optional(),
  noSignatureReason: z.string().nullable().optional(),
  noSignatureText: z.string().nullable().optional(),
  /** The start or end was recorded with no signal and sent later. */
  recordedOffline: z.boolean().optional(),
  /** UTC 'YYYY-MM-DD HH:mm:ss': the phone's time of an offline punch, and when the server got it. */
  startDeviceTime: z.string().nullable().optional(),
  startReceivedAt: z.string().nullable().optional(),
  endDeviceTime: z.string().nullable().optional(),
  endReceivedAt: z.string().nullable().optional(),
};

/** A queued action the server refused at sync (GET /visits/refused, admins). */
export const refusedVisitActionOut = z.object({
  id: z.number(),
  clientActionId: z.string(),
  kind: z.enum(VISIT_ACTION_KINDS),
  userId: z.number(),
  userName: z.string(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  serviceRequestId: z.number().nullable(),
  serviceCode: z.string().nullable(),
  workEntryId: z.number().nullable(),
  /** UTC 'YYYY-MM-DD HH:mm:ss'. */
  deviceTime: z.string().nullable(),
  receivedAt: z.string(),
  errorCode: z.string(),
  message: z.string(),
});
export type RefusedVisitActionOut = z.infer<typeof refusedVisitActionOut>;
export const refusedVisitActionsResponse = z.object({
  data: z.array(refusedVisitActionOut),
  recordCount: z.number(),
});

/**
 * GET /visits/catalogue (staff): what the phone needs to start a visit with no signal — the
 * caller's clients and the authorizations they may start a visit on today (the same rule as
 * POST /visits/start), with only the fields the Start Visit screens show.
 */
export const visitCatalogueService = z.object({
  serviceRequestId: z.number(),
  serviceName: z.string(),
  serviceCode: z.string(),
  serviceUnitLength: z.number(),
  serviceUnitRate: z.number(),
  /** YYYY-MM-DD */
  serviceStartDate: z.string(),
  serviceEndDate: z.string(),
});
export const visitCatalogueClient = z.object({
  clientId: z.number(),
  /** 'Last, First' as the visit screens show it. */
  name: z.string(),
  goalsOutcomes: z.string().nullable(),
  services: z.array(visitCatalogueService),
});
export type VisitCatalogueClient = z.infer<typeof visitCatalogueClient>;
export const visitCatalogueResponse = z.object({
  data: z.array(visitCatalogueClient),
  /** The agency day (YYYY-MM-DD) the catalogue holds for; a phone refreshes it on a later day. */
  day: z.string(),
});
export type VisitCatalogue = z.infer<typeof visitCatalogueResponse>;

/** GET /visits/refused: a page, newest first. */
export const refusedVisitActionsQuery = z.object({
  offset: pageOffset(),
  limit: pageLimit(10),
});
export type RefusedVisitActionsQuery = z.infer<typeof refusedVisitActionsQuery>;
