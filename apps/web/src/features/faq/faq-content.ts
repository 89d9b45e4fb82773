/** Service codes a provider commonly bills (spec 02 "FAQ"). */
export const serviceCodes: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'W1726', name: 'Companion' },
  { code: 'W7060', name: 'IHCS 2' },
  { code: 'W7061', name: 'IHCS 2 Enhanced' },
  { code: 'W9862', name: 'Respite 15 min' },
  { code: 'W9798', name: 'Respite 24 hours' },
  { code: 'W5996', name: 'Community Participation' },
  { code: 'W9794', name: 'Supported Employment' },
  { code: 'H2023', name: 'Job Finding' },
  { code: 'T2025', name: 'Nursing' },
  { code: 'W7095', name: 'Behavioral' },
];

export type FaqEntry = { id: string; question: string; answer: readonly string[]; showServiceCodes?: boolean };

export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'start-visit',
    question: 'How do I start a visit?',
    answer: [
      'Open Visits from the menu. Pick your client in Search Client and press CREATE NEW. Only clients assigned to you are listed.',
      'On the next screen choose the service you are about to deliver and press START VISIT. Check the client, service and clock-in time in the window that opens, add a note if you like, and press START VISIT again.',
      'The clock starts at that moment and Hearth records the time and place for electronic visit verification, so start the visit when you are with the client, not before. You can have one visit open at a time; while it is open, the Visits list shows "You have a visit in progress" and takes you back to it.',
    ],
  },
  {
    id: 'service-codes',
    question: 'Which service code should I choose?',
    answer: [
      'Choose the service you are actually delivering during this visit. Only the services authorized for that client are offered, each with its code and unit length.',
      'If the service you are about to deliver is not listed, do not pick a different one to make it fit: the visit would be billed under the wrong authorization. Ask your administrator to check the client’s authorizations first.',
      'Units are counted in 15-minute increments: one unit is 15 minutes of service, so a one-hour visit uses 4 units and a two-and-a-half-hour visit uses 10 units. The client’s authorization sets how many units may be used; Service Summary shows the units authorized, used and remaining.',
    ],
    showServiceCodes: true,
  },
  {
    id: 'notes',
    question: 'How do I enter notes?',
    answer: [
      'While the visit is in progress, type in the Notes box on the visit screen. Notes are saved automatically as you type, so nothing is lost if your phone locks.',
      'Write what you did, how the client responded and any progress toward the goals and outcomes shown for the client. Keep to facts you saw or heard, write out words instead of abbreviations, and never mention other clients by name.',
    ],
  },
  {
    id: 'signature',
    question: 'How does the signature pad work?',
    answer: [
      'Before completing the visit, hand your device to the client (or the person who signs for them) and ask them to sign inside the signature box with a finger, stylus or mouse.',
      'If the signature goes wrong, press CLEAR and sign again. A signature is required to complete a visit.',
      'If the client cannot draw, choose Type name and type the client’s name instead (it is saved as typed text). If the client cannot sign at all, choose Client cannot sign and pick the reason (for Other, describe it): the visit is completed without a signature and the reason is kept with it.',
    ],
  },
  {
    id: 'end-visit',
    question: 'How do I end a visit?',
    answer: [
      'On the visit screen, choose the client’s progress (Increased, Maintained or Decreased), check your notes and collect the signature. COMPLETE VISIT becomes available once progress is chosen and the signature, a typed name or the reason the client cannot sign is in; until then, pressing it says what is missing and takes you there.',
      'Press COMPLETE VISIT, review the summary and press COMPLETE VISIT again. The clock-out time is the moment you confirm, so complete the visit when the service actually ends.',
      'If a visit was started by mistake or left open, contact your administrator: they can correct the work entry.',
    ],
  },
  {
    id: 'edit-notes',
    question: 'Can I edit my notes after a visit is completed?',
    answer: [
      'Yes. In the Visits list, use the edit action in the Notes column (on a phone, tap the note or "Add a Note.." on the visit card). The visit opens in view mode; press EDIT, change the notes, progress or signature, and press SAVE CHANGES. CANCEL returns to view mode without saving.',
      'Clock-in and clock-out times cannot be changed from the Visits list. If a time is wrong, ask your administrator to correct the work entry; every change is kept in its edit history.',
    ],
  },
];
