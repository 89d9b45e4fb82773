/** Option lists and list-screen constants from spec 01 section 9 and spec 02 section 9. */
export const FUNDING_SOURCES = [
  'ODP',
  'ODP 2',
  'OLTL',
  'Private Pay',
  'Keystone (Managed Care)',
  'Aetna (Managed Care)',
  'Molina (Managed Care)',
  'Other',
] as const;

export const WAIVER_TYPES = [
  'PF/D',
  'Consolidated',
  'OBRA',
  'Independence',
  'BAS',
  'Com Care',
  'Private Pay',
  'Managed Care',
  'Community Living Waiver',
  'Other',
] as const;

export const COUNTIES = ['Philadelphia', 'Chester', 'Delaware', 'Lancaster', 'Montgomery', 'Berks', 'Bucks'] as const;

export const DEGREES = ['MS', 'LPN', 'MA', 'LPC', 'MSW', 'LSW', 'BSC'] as const;

/** US states and territories: [code, name]. */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AS', 'American Samoa'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['GU', 'Guam'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['MP', 'Northern Mariana Islands'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VI', 'U.S. Virgin Islands'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

/** Record types offered on "Select Staff Record Type" (Admin only for role groups 1 and 2). */
export const STAFF_RECORD_TYPES = [
  { userType: 1, name: 'Admin', description: 'Manages clients, staff, services, work entries and reports.' },
  { userType: 2, name: 'Staff', description: 'Direct support professional who clocks visits on a phone.' },
  { userType: 3, name: 'Behavioral Specialist', description: 'Specialist linked to clients for behavioral support.' },
  { userType: 5, name: 'Customer', description: 'A customer contact record.' },
  { userType: 6, name: 'Family Contact', description: "A member of a client's family." },
  { userType: 7, name: 'Other', description: 'Any other person the agency keeps a record of.' },
] as const;

export const LIST_SORTS = ['recent', 'all', 'name_asc', 'name_desc', 'city_asc', 'city_desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
