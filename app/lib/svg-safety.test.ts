import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { safeSvg } from './svg-safety';

const purify = createDOMPurify(new JSDOM('').window as never);

describe('safeSvg: what an uploaded SVG may hold', () => {
  it('keeps a drawing whole: shapes, gradients, styles of colour and references to its own parts', () => {
    const logo = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40" width="120" height="40"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient><path id="p" d="M0 0h5"/></defs><rect width="120" height="40" fill="url(#g)" style="fill:#123456"/><use xlink:href="#p"/><use href="#p"/></svg>`;
    const { svg, removed } = safeSvg(purify, logo);
    expect(removed).toEqual([]);
    for (const kept of ['viewBox="0 0 120 40"', 'fill="url(#g)"', 'style="fill:#123456"', 'xlink:href="#p"', '<use href="#p">', 'd="M0 0h5"'])
      expect(svg).toContain(kept);
  });

  it('takes out scripts, events, embedded HTML and pictures, links and every reference outside the file, and names each', () => {
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><style>@import url(https://evil.example/a.css)</style><a href="https://evil.example"><rect width="10" height="10"/></a><image href="https://evil.example/x.png"/><rect fill="url(https://evil.example/p.svg#x)" style="background:url(https://x)"/><foreignObject><div>hi</div></foreignObject><use href="https://evil.example/s.svg#a"/></svg>`;
    const { svg, removed } = safeSvg(purify, hostile);
    expect(svg).not.toMatch(/script|onload|evil|foreignObject|<image|<a |<style/i);
    expect(svg).toContain('<rect width="10" height="10">');
    expect(removed).toEqual(
      expect.arrayContaining([
        'the onload attribute',
        '<script>',
        '<style>',
        '<a>',
        '<image>',
        '<foreignobject>',
        'the fill attribute’s reference outside the file',
        'the style attribute’s reference outside the file',
        'the href attribute’s reference outside the file',
      ]),
    );
  });

  it('can be asked again and again: what one file had removed is not said of the next', () => {
    safeSvg(purify, '<svg xmlns="http://www.w3.org/2000/svg" onclick="x()"/>');
    expect(safeSvg(purify, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>').removed).toEqual([]);
  });
});
