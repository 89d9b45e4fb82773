/** Scheduling (one import path for both apps): the calls' inputs and messages, outputs, recurrence. */
export * from './schedules/contract.js';
export * from './schedules/outputs.js';
export * from './schedules/recurrence.js';
