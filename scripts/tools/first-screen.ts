/**
 * How much of a page's HTML a phone needs before it can draw the whole first screen: the bytes up to the end of the
 * last visible, non-fixed element, raw and gzip, laid out without JavaScript so the DOM is the HTML as sent.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

const PHONE = { width: 412, height: 823 } as const;
/** What a new connection's first round trip carries (TCP's initial window, less the headers). */
export const FIRST_ROUND_TRIP = 14_000;

type HtmlElement = DefaultTreeAdapterMap['element'];

export interface FirstScreen {
  /** The last element of the first screen, as `tag.class…` with its text's start. */
  last: string;
  /** Bytes of HTML up to the end of that element, raw and compressed. */
  raw: number;
  gzip: number;
  totalRaw: number;
  totalGzip: number;
}

const elements = (node: { childNodes: unknown[] }) => node.childNodes.filter((n): n is HtmlElement => 'tagName' in (n as object));

/** Bytes of HTML (raw, gzip) up to the end of the element with this id, or undefined if there is none. */
export function bytesThrough(html: string, id: string) {
  const find = (node: { childNodes: unknown[] }): HtmlElement | undefined => {
    for (const el of elements(node)) {
      if (el.attrs.some((a) => a.name === 'id' && a.value === id)) return el;
      const inner = find('content' in el ? (el.content as { childNodes: unknown[] }) : el);
      if (inner) return inner;
    }
    return undefined;
  };
  const end = find(parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false }))?.sourceCodeLocation?.endOffset;
  if (end === undefined) return undefined;
  const prefix = html.slice(0, end);
  return { raw: Buffer.byteLength(prefix), gzip: gzipSync(prefix).length };
}

export async function firstScreen(browser: Browser, url: string): Promise<FirstScreen> {
  const html = await (await fetch(url)).text();
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const found = await page.evaluate(() => {
    const { innerWidth: w, innerHeight: h } = window;
    let last: Element | null = null;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || r.bottom <= 0 || r.top >= h || r.right <= 0 || r.left >= w) continue;
      if (getComputedStyle(el).visibility !== 'visible') continue;
      // Named helpers would not survive the transpiler here (it wraps them in a `__name` the page lacks): a loop.
      let fixed = false;
      for (let e: Element | null = el; e && !fixed; e = e.parentElement) fixed = getComputedStyle(e).position === 'fixed';
      if (fixed) continue;
      last = el;
    }
    if (!last) return null;
    const path: number[] = [];
    for (let e: Element = last; e.parentElement; e = e.parentElement) path.unshift([...e.parentElement.children].indexOf(e));
    const cls = typeof last.className === 'string' ? last.className.split(/\s+/).slice(0, 3).join('.') : '';
    return { path, label: `${last.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${(last.textContent ?? '').trim().slice(0, 40)}"` };
  });
  await context.close();
  if (!found) throw new Error(`${url}: nothing visible in the first screen`);

  const doc = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  let node = elements(doc).find((n) => n.tagName === 'html');
  for (const i of found.path) node = node && elements(node)[i];
  const end = node?.sourceCodeLocation?.endOffset;
  if (end === undefined) throw new Error(`${url}: cannot find ${found.label} in the HTML`);
  const prefix = html.slice(0, end);
  return {
    last: found.label,
    raw: Buffer.byteLength(prefix),
    gzip: gzipSync(prefix).length,
    totalRaw: Buffer.byteLength(html),
    totalGzip: gzipSync(html).length,
  };
}
