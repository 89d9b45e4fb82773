/** Work entries and visits (one import path for both apps): rules and messages, inputs, outputs. */
export * from './work-entries/rules.js';
export * from './work-entries/inputs.js';
export * from './work-entries/outputs.js';
