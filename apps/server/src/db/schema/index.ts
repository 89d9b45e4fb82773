export * from './users.js';
export * from './security.js';
