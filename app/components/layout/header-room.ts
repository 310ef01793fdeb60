/**
 * Whether the header's rows hold their words, measured in Verdana's metrics: the widest common interface font, so
 * what fits here fits the visitors' system fonts. Mirrors the widths header.tsx gives its parts.
 */
import pixelWidth from 'string-pixel-width';

/** Where the navigation bar replaces the menu button (`--breakpoint-nav`), and where its entries widen (`xl`). */
const NAV_WIDTH = 992;
const WIDE = 1280;
const TOP_BAR_WIDTH = 768;
/** The header's content width (`max-w-7xl`) and its padding on each side (`sm:px-6`). */
const PAGE_MAX = 1280;
const PADDING = 24;

export const TIGHTEST = { header: [NAV_WIDTH, WIDE], topBar: [TOP_BAR_WIDTH] } as const;

// A no-break space (a phone number's) is as wide as a space; the metrics have none.
const measure = (text: string, size: number, bold = false) => pixelWidth(text.replace(/\u00a0/g, ' '), { font: 'verdana', size, bold });

export interface HeaderWords {
  brand: string;
  /** The entries' labels; `services` marks the one with a chevron that opens the services menu. */
  entries: readonly { label: string; services?: boolean }[];
  contact: string;
}

export function headerParts({ brand, entries, contact }: HeaderWords, width: number) {
  const wide = width >= WIDE;
  // The mark, its gap and the brand in 18 px semibold, tightened a little a letter.
  const logo = 32 + 10 + measure(brand, 18, true) - 0.45 * [...brand].length;
  // Each entry: 14 px words in their padding, wider from `xl`; the services entry's chevron after a gap.
  const pad = wide ? 24 : 12;
  const nav = entries.reduce((sum, e) => sum + measure(e.label, 14) + pad + (e.services ? 20 : 0), 0) + (wide ? 4 * Math.max(0, entries.length - 1) : 0);
  // The language menu, the theme switch and the contact button: its icon, or from `xl` its words.
  const controls = 86 + 4 + 40 + 4 + (wide ? measure(contact, 14, true) + 32 : 40);
  const room = Math.min(width, PAGE_MAX) - 2 * PADDING - 2 * 16;
  return { logo, nav, controls, room };
}

export interface TopBarWords {
  email: string;
  phone: string;
  labels: readonly string[];
}

/** The top bar's parts at `width`: its contacts on the left and its entries on the right. */
export function topBarParts({ email, phone, labels }: TopBarWords, width: number) {
  const contacts = 20 + measure(email, 12) + 20 + 20 + measure(phone, 12);
  const entries = labels.reduce((sum, l) => sum + measure(l, 12), 0) + 20 * Math.max(0, labels.length - 1);
  return { contacts, entries, room: Math.min(width, PAGE_MAX) - 2 * PADDING - 20 };
}

/** How many pixels each row needs beyond its room at its tightest widths: empty when they fit. */
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
