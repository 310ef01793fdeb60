/**
 * Whether the header's rows hold their words: the widths header.tsx gives its parts, with each text measured in
 * Verdana's metrics (string-pixel-width). Verdana is the widest of the common interface fonts, so what fits here
 * fits the visitors' system fonts; the shell's browser test holds these figures to the header as drawn.
 * The build and the content manager refuse a menu that does not fit (app/data/collections/menus.ts).
 */
import pixelWidth from 'string-pixel-width';

/** Where the navigation bar replaces the menu button (`--breakpoint-nav`), and where its entries widen (`xl`). */
const NAV_WIDTH = 992;
const WIDE = 1280;
/** Where the top bar shows (`md`). */
const TOP_BAR_WIDTH = 768;
/** The header's content is at most this wide (`max-w-7xl`), inside 24 px of padding on each side (`sm:px-6`). */
const PAGE_MAX = 1280;
const PADDING = 24;

/** The widths at which each row is tightest: where it first shows, and where its entries widen. */
export const TIGHTEST = { header: [NAV_WIDTH, WIDE], topBar: [TOP_BAR_WIDTH] } as const;

// A no-break space (a phone number's) is as wide as a space; the metrics have none.
const measure = (text: string, size: number, bold = false) => pixelWidth(text.replace(/\u00a0/g, ' '), { font: 'verdana', size, bold });

/** What the header's bar holds, in one language. */
export interface HeaderWords {
  brand: string;
  /** The entries' labels; `services` marks the one that opens the services menu (a chevron beside it). */
  entries: readonly { label: string; services?: boolean }[];
  /** The contact button's words, shown beside its icon from 1280 px. */
  contact: string;
}

/** The bar's parts at `width`: logo, entries and the controls on the right, and the room they share. */
export function headerParts({ brand, entries, contact }: HeaderWords, width: number) {
  const wide = width >= WIDE;
  // The mark (32), its gap (10) and the brand in 18 px semibold, tightened by 0.025 em a letter.
  const logo = 32 + 10 + measure(brand, 18, true) - 0.45 * [...brand].length;
  // Each entry: 14 px medium words in 6 px of padding a side (12 from 1280 px, with 4 px between entries); the
  // services entry's chevron (16) after a 4 px gap.
  const pad = wide ? 24 : 12;
  const nav = entries.reduce((sum, e) => sum + measure(e.label, 14) + pad + (e.services ? 20 : 0), 0) + (wide ? 4 * Math.max(0, entries.length - 1) : 0);
  // The language menu (86), the theme switch (40) and the contact button: its icon (40), or its words in 14 px bold with 16 px a side.
  const controls = 86 + 4 + 40 + 4 + (wide ? measure(contact, 14, true) + 32 : 40);
  const room = Math.min(width, PAGE_MAX) - 2 * PADDING - 2 * 16;
  return { logo, nav, controls, room };
}

/** What the top bar holds, in one language: the e-mail address and the phone number, and its entries' labels. */
export interface TopBarWords {
  email: string;
  phone: string;
  labels: readonly string[];
}

/** The top bar's parts at `width`: its contacts on the left (12 px words after a 14 px icon and a 6 px gap, 20 px apart), its entries on the right (20 px apart). */
export function topBarParts({ email, phone, labels }: TopBarWords, width: number) {
  const contacts = 20 + measure(email, 12) + 20 + 20 + measure(phone, 12);
  const entries = labels.reduce((sum, l) => sum + measure(l, 12), 0) + 20 * Math.max(0, labels.length - 1);
  return { contacts, entries, room: Math.min(width, PAGE_MAX) - 2 * PADDING - 20 };
}

/** How many pixels the header's bar and its top bar need beyond their room at their tightest widths, by width: empty when they fit. */
export function overflows(header: HeaderWords, topBar: TopBarWords) {
  const over: { row: 'header' | 'topBar'; width: number; need: number; room: number }[] = [];
  for (const width of TIGHTEST.header) {
    const { logo, nav, controls, room } = headerParts(header, width);
    if (logo + nav + controls > room) over.push({ row: 'header', width, need: Math.ceil(logo + nav + controls), room: Math.floor(room) });
  }
  for (const width of TIGHTEST.topBar) {
    const { contacts, entries, room } = topBarParts(topBar, width);
    if (contacts + entries > room) over.push({ row: 'topBar', width, need: Math.ceil(contacts + entries), room: Math.floor(room) });
  }
  return over;
}
