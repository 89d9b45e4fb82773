/**
 * Reports (spec 02 sections 2, 3, 7 and 9): the types, their names, the three filter variants,
 * default ranges, validation, the rows on the wire and the columns both the viewer and the xlsx
 * export show. Dates are days in the agency's time zone.
 */
export * from './reports/catalogue.js';
export * from './reports/filters.js';
export * from './reports/rows.js';
export * from './reports/scheduled-vs-delivered.js';
export * from './reports/training-compliance.js';
export * from './reports/credential-compliance.js';
