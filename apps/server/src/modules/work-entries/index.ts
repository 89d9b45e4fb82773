// The work-entries module's door: what other modules, app.ts and the seed may use.
export { workEntriesModule } from './work-entries.routes.js';
export { entryDays, entryEndDaySql, entryName, entryStartDaySql } from './work-entry-rules.js';
export { diff, snapshotOf } from './work-entry-history.js';
