// The EVV module's door: what other modules, app.ts and the seed may use.
export { evvModule } from './evv.routes.js';
export { enteredByAdminSql } from './entered-by.js';
export { checkEntries, recheckUnbilled } from './evv-checks.js';
export { evvBackfillJob } from './evv-backfill.js';
export { closeCancelledScheduleExceptions, raiseScheduleExceptions } from './schedule-exceptions.js';
