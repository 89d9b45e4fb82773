export * from './users.js';
export * from './security.js';
export * from './records.js';
export * from './work-entries.js';
export * from './agency.js';
export * from './claims.js';
export * from './aggregator.js';
export * from './schedules.js';
