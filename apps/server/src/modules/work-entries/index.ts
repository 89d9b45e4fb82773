// The work-entries module's door: what other modules, app.ts and the seed may use. Every write of
// the work_entries and work_entry_history tables is made here (applyEntryChange, insertEntryRecorded,
// the billing marks).
export { workEntriesModule } from './work-entries.routes.js';
export { applyEntryChange, changeBy, insertEntryRecorded, type ChangeBy } from './entry-change.js';
export { visitDetailsHistory } from './change-history.js';
export {
  markEntriesBilled,
  rebillEntries,
  setClaimCorrectable,
  unbillBatchEntries,
} from './work-entry-history.repo.js';
export { findEntry, inProgressEntryId, type WorkEntryRow, type WorkEntryValues } from './work-entries.repo.js';
export { findStaffMember, lockAuthorization } from './work-entry-pricing.repo.js';
export { amountColumns, checkDegree, priceEntry } from './work-entry-billing.js';
export {
  clockTime,
  entryBilled,
  entryDays,
  entryEndDaySql,
  entryName,
  entryStartDaySql,
  notesValue,
  place,
  truncateToMinute,
  type Place,
} from './work-entry-rules.js';
export { diff, snapshotOf } from './work-entry-history.js';
export { checkSignature, signatureChanged, signatureFor, signatureKind, signatureValues } from './signature-rules.js';
export {
  listVisits,
  presentById,
  readEntry,
  readInProgress,
  TARGET as ENTRY_AUDIT_TARGET,
  type EntryDeps,
} from './work-entry-reads.js';
