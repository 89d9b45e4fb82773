/** Caregiver compliance (one import path for both apps): inputs and messages, outputs, the state rule. */
export * from './credentials/contract.js';
export * from './credentials/outputs.js';
export * from './credentials/training.js';
