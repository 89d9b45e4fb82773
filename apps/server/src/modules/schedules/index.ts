// The schedules module's door: what other modules and app.ts may use.
export { schedulesModule } from './schedules.routes.js';
export { followAuthorizationDates } from './authorization-dates.js';
export { fulfilByEntry, fulfilScheduledVisit, refulfilEntry, releaseScheduledVisit } from './fulfilment.js';
export { runScheduleWatch, scheduleWatchJob, type WatchRun } from './watch.js';
