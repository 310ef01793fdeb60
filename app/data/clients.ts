/**
 * Client logos on the home page: the names as wordmarks in the site's own
 * type, each beside a small mark we drew for it (stroked path data on a
 * 24 px grid, Lucide's weight). No third-party artwork.
 */
export interface Client {
  id: string;
  name: string;
  /** SVG path data of the mark, 24×24, stroked. */
  mark: string;
}

export const clients = [
  // Two linked rings: people and work brought together.
  { id: 'afriwok', name: 'Afriwok', mark: 'M3 12a6 6 0 1 0 12 0a6 6 0 1 0-12 0M9 12a6 6 0 1 0 12 0a6 6 0 1 0-12 0' },
  // A cut crystal.
  { id: 'crystalbricks', name: 'Crystalbricks', mark: 'M7 4h10l4 6-9 11-9-11zM3 10h18M9.5 4 8 10l4 11 4-11-1.5-6' },
  // A crest with a chevron.
  { id: 'unizik-alumni', name: 'UNIZIK Alumni', mark: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8 11l4 3 4-3' },
  // A kestrel's wings.
  { id: 'kestrel', name: 'Kestrel Freight', mark: 'M2 15l10-8 10 8M6 19l6-5 6 5' },
  // A cross in a ring.
  { id: 'meridian', name: 'Meridian Clinics', mark: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 8v8M8 12h8' },
  // An arched gate.
  { id: 'northgate', name: 'Northgate Capital', mark: 'M5 21V10a7 7 0 0 1 14 0v11M3 21h18M9 21v-6h6v6' },
  // The sun over the plain.
  { id: 'savanna', name: 'Savanna Agro', mark: 'M3 19h18M7 19a5 5 0 0 1 10 0M12 6v3M5.6 10.6l2 2M18.4 10.6l-2 2' },
] as const satisfies readonly Client[];
