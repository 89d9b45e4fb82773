/**
 * Every `error` code the server sends in its error body `{code, error, message, field?}`, and the
 * one HTTP status each is answered with (`code` in the body is that status). The server's
 * `AppError(code, message, field?)` looks the status up here, so a code means the same status
 * wherever it is raised; the web switches on these codes, never on a literal.
 *
 * Only codes the server sends belong here. The web's own failures that never come from the server
 * (no connection, an unreadable answer, an answer without our body) are `ClientErrorCode` in
 * `apps/web/src/lib/api-client.ts`: they have no HTTP status of their own (status 0, or whatever
 * status the unreadable answer had), so they cannot be given one here.
 */
export const ErrorCode = {
  // Any route
  /** The request does not match the route's schema, or a rule on a field refused it (`field` says which). */
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  /** A framework refusal with no more precise code (e.g. a malformed multipart body). */
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_JSON: 'INVALID_JSON',
  BAD_URL: 'BAD_URL',
  URI_TOO_LONG: 'URI_TOO_LONG',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** No session, or it has ended: sign in again. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  /** The caller must choose a new password before doing anything else. */
  PASSWORD_RESET_REQUIRED: 'PASSWORD_RESET_REQUIRED',
  /** An unknown record, one the caller may not see (same answer), or an unknown route. */
  NOT_FOUND: 'NOT_FOUND',
  /** Someone else saved the record first (its `version` moved on): reload, then change again. */
  STALE_RECORD: 'STALE_RECORD',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_ERROR: 'INTERNAL_ERROR',

  // Sign-in and passwords
  LOGIN_FAILED: 'LOGIN_FAILED',
  LOGIN_REQUIRED: 'LOGIN_REQUIRED',
  OTP_INCORRECT: 'OTP_INCORRECT',
  OTP_EXPIRED: 'OTP_EXPIRED',
  OTP_LOCKED: 'OTP_LOCKED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TRUST_NEEDS_CODE: 'TRUST_NEEDS_CODE',
  EMAIL_NOT_FOUND: 'EMAIL_NOT_FOUND',
  /** The SMS or email provider refused the message. */
  MESSAGE_NOT_SENT: 'MESSAGE_NOT_SENT',

  // Records
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  DUPLICATE_CODE: 'DUPLICATE_CODE',
  UNSUPPORTED_FILE_TYPE: 'UNSUPPORTED_FILE_TYPE',

  // Visits and work entries
  VISIT_IN_PROGRESS: 'VISIT_IN_PROGRESS',
  ALREADY_COMPLETED: 'ALREADY_COMPLETED',
  ALREADY_ABANDONED: 'ALREADY_ABANDONED',
  /** The service authorization requires a relevant degree the staff member lacks (visit start and timesheet alike). */
  DEGREE_REQUIRED: 'DEGREE_REQUIRED',
  UNITS_EXCEEDED: 'UNITS_EXCEEDED',
  OUTSIDE_AUTHORIZATION: 'OUTSIDE_AUTHORIZATION',
  OVERLAP: 'OVERLAP',
  /** The entry is on a claim batch: void the batch to change it. */
  ENTRY_BILLED: 'ENTRY_BILLED',
  /** A visit action recorded offline arrived with a device time out of bounds (in the future, or too old). */
  DEVICE_TIME_OUT_OF_BOUNDS: 'DEVICE_TIME_OUT_OF_BOUNDS',
  /** A visit call's `clientActionId` was already used for another action or body: nothing runs, never retry it. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',

  // EVV exceptions and claims
  ALREADY_RESOLVED: 'ALREADY_RESOLVED',
  BATCH_VOIDED: 'BATCH_VOIDED',
  /** Claims cannot be made until the agency settings they need are filled in (`details.missing`). */
  SETTINGS_INCOMPLETE: 'SETTINGS_INCOMPLETE',
  /** The range holds no entry that can be billed. */
  NOTHING_TO_BILL: 'NOTHING_TO_BILL',
  /** An 835 remittance failed its checks (envelope, counts, balance): `details.problems` lists each; nothing posted. */
  REMITTANCE_INVALID: 'REMITTANCE_INVALID',
  /** The same payment (payer + trace number) was posted before: `details.remittanceId` names the upload. */
  REMITTANCE_DUPLICATE: 'REMITTANCE_DUPLICATE',
  /** A claim cannot be replaced or voided now (no payer claim control number yet, already replaced, entries not ready). */
  CLAIM_NOT_CORRECTABLE: 'CLAIM_NOT_CORRECTABLE',
  /** The EVV aggregator is not configured (EVV_AGGREGATOR_URL): nothing can be sent. */
  AGGREGATOR_OFF: 'AGGREGATOR_OFF',

  // Service authorizations
  /** New dates would leave completed work entries outside the authorization: send a reason to change them anyway. */
  ENTRIES_OUTSIDE_DATES: 'ENTRIES_OUTSIDE_DATES',

  // Scheduling (`details`: ScheduleConflictDetails, every conflict found; docs/decisions/017)
  /** The staff member is booked elsewhere, or the client already has this service then: an override reason lets it through. */
  SCHEDULE_CONFLICT: 'SCHEDULE_CONFLICT',
  /** Used plus planned units would pass the authorized units: an override reason lets it through. */
  SCHEDULE_OVER_AUTHORIZATION: 'SCHEDULE_OVER_AUTHORIZATION',
  /** A visit outside the authorization's dates (never overridable: it could not be billed). */
  SCHEDULE_OUTSIDE_AUTHORIZATION: 'SCHEDULE_OUTSIDE_AUTHORIZATION',
  /** The staff member is not allocated to the authorization, or is inactive (never overridable). */
  SCHEDULE_STAFF_NOT_ALLOWED: 'SCHEDULE_STAFF_NOT_ALLOWED',
  /** The visit was already worked, cancelled or is in the past: it no longer changes. */
  SCHEDULE_VISIT_LOCKED: 'SCHEDULE_VISIT_LOCKED',
  /** Another staff member accepted the open shift first. */
  SCHEDULE_VISIT_TAKEN: 'SCHEDULE_VISIT_TAKEN',

  // Caregiver compliance (docs/decisions/018)
  /** A required, enforced credential expired past its grace: no visit until it is renewed (the message names it). */
  CREDENTIAL_EXPIRED: 'CREDENTIAL_EXPIRED',
  /** A required, enforced credential is missing: no visit until it is recorded (the message names it). */
  CREDENTIAL_MISSING: 'CREDENTIAL_MISSING',
  /** The staff member may not work visits (expired or missing credentials, `details.credentials`): an override reason lets an allocation through. */
  CREDENTIAL_NOT_COMPLIANT: 'CREDENTIAL_NOT_COMPLIANT',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_CODES = Object.values(ErrorCode) as readonly ErrorCode[];

/** The one HTTP status of each code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  BAD_URL: 400,
  URI_TOO_LONG: 414,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PASSWORD_RESET_REQUIRED: 403,
  NOT_FOUND: 404,
  STALE_RECORD: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,

  LOGIN_FAILED: 401,
  LOGIN_REQUIRED: 400,
  OTP_INCORRECT: 400,
  OTP_EXPIRED: 400,
  OTP_LOCKED: 400,
  INVALID_TOKEN: 400,
  TRUST_NEEDS_CODE: 403,
  EMAIL_NOT_FOUND: 404,
  MESSAGE_NOT_SENT: 502,

  EMAIL_TAKEN: 409,
  DUPLICATE_CODE: 409,
  UNSUPPORTED_FILE_TYPE: 415,

  VISIT_IN_PROGRESS: 409,
  ALREADY_COMPLETED: 409,
  ALREADY_ABANDONED: 409,
  // A refusal of who may do it, not of what was sent: 403 for a staff member's visit start and for
  // an admin's timesheet alike (decision 006).
  DEGREE_REQUIRED: 403,
  UNITS_EXCEEDED: 400,
  OUTSIDE_AUTHORIZATION: 400,
  OVERLAP: 400,
  ENTRY_BILLED: 409,
  DEVICE_TIME_OUT_OF_BOUNDS: 400,
  // As idempotency keys answer (Stripe, the IETF draft): the request is well formed, the key is taken.
  IDEMPOTENCY_KEY_REUSED: 422,

  ALREADY_RESOLVED: 409,
  BATCH_VOIDED: 409,
  SETTINGS_INCOMPLETE: 400,
  AGGREGATOR_OFF: 409,
  NOTHING_TO_BILL: 400,
  REMITTANCE_INVALID: 400,
  REMITTANCE_DUPLICATE: 409,
  CLAIM_NOT_CORRECTABLE: 409,

  ENTRIES_OUTSIDE_DATES: 409,
  SCHEDULE_CONFLICT: 409,
  SCHEDULE_OVER_AUTHORIZATION: 409,
  SCHEDULE_OUTSIDE_AUTHORIZATION: 409,
  SCHEDULE_STAFF_NOT_ALLOWED: 409,
  SCHEDULE_VISIT_LOCKED: 409,
  SCHEDULE_VISIT_TAKEN: 409,
  CREDENTIAL_EXPIRED: 403,
  CREDENTIAL_MISSING: 403,
  CREDENTIAL_NOT_COMPLIANT: 409,
};
