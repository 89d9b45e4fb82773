// The schedules module's door: what other modules and app.ts may use.
export { fulfilByEntry, fulfilScheduledVisit, refulfilEntry, releaseScheduledVisit } from './fulfilment.js';
