/** The marks beside the client names on the home page: small drawings of our own, no third-party artwork. */
export const clientMarks = {
  rings: { label: 'Two linked rings', path: 'M3 12a6 6 0 1 0 12 0a6 6 0 1 0-12 0M9 12a6 6 0 1 0 12 0a6 6 0 1 0-12 0' },
  crystal: { label: 'A cut crystal', path: 'M7 4h10l4 6-9 11-9-11zM3 10h18M9.5 4 8 10l4 11 4-11-1.5-6' },
  crest: { label: 'A crest with a chevron', path: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8 11l4 3 4-3' },
  wings: { label: 'A bird’s wings', path: 'M2 15l10-8 10 8M6 19l6-5 6 5' },
  cross: { label: 'A cross in a ring', path: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 8v8M8 12h8' },
  gate: { label: 'An arched gate', path: 'M5 21V10a7 7 0 0 1 14 0v11M3 21h18M9 21v-6h6v6' },
  sun: { label: 'The sun over a plain', path: 'M3 19h18M7 19a5 5 0 0 1 10 0M12 6v3M5.6 10.6l2 2M18.4 10.6l-2 2' },
} as const satisfies Record<string, { label: string; path: string }>;

export type ClientMark = keyof typeof clientMarks;
