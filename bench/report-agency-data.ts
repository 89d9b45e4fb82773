// The vocabulary of the generated agency: the services catalogue, names and visit notes.

const words = (s: string) => s.split(' ');

/** The ODP procedure codes with plausible rates; weight = how often a client is authorized for it. */
export const CATALOGUE = [
  ['W1726', 'Companion', 4.62, 0.25, false, false, 10],
  ['W7060', 'In-Home and Community Support (IHCS 2)', 7.9, 0.25, false, false, 9],
  ['W7061', 'IHCS 2 Enhanced', 8.53, 0.25, true, false, 3],
  ['W9862', 'Respite, 15 minutes', 6.1, 0.25, false, true, 4],
  ['W5996', 'Community Participation Support', 5.44, 0.25, false, false, 6],
  ['W9794', 'Supported Employment', 17.73, 0.25, false, false, 2],
  ['H2023', 'Job Finding', 18.12, 0.25, false, false, 1],
  ['T2025', 'Nursing', 13.9, 0.25, true, false, 1],
  ['W7095', 'Behavioral Support', 21.16, 0.25, true, false, 2],
  // Day units: in the catalogue, never authorized here (every visit below bills 15-minute units).
  ['W9798', 'Respite, 24 hours', 262.47, 24, false, true, 0],
] as const;

export const FIRST_NAMES = words(
  'Maria James Priya Dana Ellen Luis Aaliyah Darnell Mei Tariq Jamal Rosa Dmitri Fatima Ezra ' +
    'Naomi Hector Ingrid Kwame Lucia Omar Yolanda Grace Paul Tom Sarah Kevin Linda Brian Karen',
);
export const LAST_NAMES = words(
  'Lopez Okafor Shah Whitfield Brandt Nguyen Kowalski Schmidt Yoder Stoltzfus Delgado Murphy Kelly ' +
    'Sullivan Rivera Jackson Harris Clark Lewis Walker Young Allen King Wright Scott Torres Hill Flores Perez Brown',
);
export const COMPANIES = [
  'Keystone Supports Coordination',
  'Chester County SCO',
  'Delaware Valley SC',
  'Liberty Resources',
];
export const NOTES = [
  'Assisted with meal preparation and cleanup.',
  'Walked to the park; practised crossing streets safely.',
  'Grocery shopping: compared prices and paid at the register with support.',
  'Medication reminder given at noon; taken as prescribed.',
  'Worked on the resume and practised interview answers.',
  'Attended the community center art class together.',
  'Laundry and folding; client did most steps independently.',
  'Rode the bus to the library, returned books, chose two new ones.',
  'Client was tired today; rested, then short walk outside.',
  'Practised budgeting for the week with the envelope system.',
  'Personal hygiene routine completed with verbal prompts only.',
  'Called family together; client led the conversation.',
];
