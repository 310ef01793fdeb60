import { describe, expect, it } from 'vitest';
import { languages, localizePath } from '~/i18n/languages';
import { OG_SIZE, ogImagePath, pageImage } from './og-image';

describe('ogImagePath', () => {
  it('puts the home pages at index.png, English without a prefix', () => {
    expect(ogImagePath('/')).toBe('/og/index.png');
    expect(ogImagePath('/fr')).toBe('/og/fr/index.png');
    expect(ogImagePath('/es')).toBe('/og/es/index.png');
    expect(ogImagePath('/de')).toBe('/og/de/index.png');
  });

  it('mirrors the localized pathname for every other page', () => {
    expect(ogImagePath('/about')).toBe('/og/about.png');
    expect(ogImagePath('/fr/about')).toBe('/og/fr/about.png');
    expect(ogImagePath('/de/services/cloud-services')).toBe('/og/de/services/cloud-services.png');
    expect(ogImagePath('/career-details/devops-engineer-hybrid')).toBe('/og/career-details/devops-engineer-hybrid.png');
  });

  it('ignores a trailing slash, a query and a hash', () => {
    expect(ogImagePath('/fr/')).toBe('/og/fr/index.png');
    expect(ogImagePath('/about/')).toBe('/og/about.png');
    expect(ogImagePath('/about?x=1#team')).toBe('/og/about.png');
    expect(ogImagePath('')).toBe('/og/index.png');
  });

  it('gives every page of every language its own file', () => {
    const neutral = ['/', '/about', '/services', '/services/cloud-services', '/news/ai-business-transformation'];
    const all = languages.flatMap((l) => neutral.map((p) => ogImagePath(localizePath(p, l))));
    expect(new Set(all).size).toBe(all.length);
  });

  it('refuses paths that could leave the og folder or are not pathnames', () => {
    expect(() => ogImagePath('/../secret')).toThrow('not a page pathname');
    expect(() => ogImagePath('/fr//about')).toThrow('not a page pathname');
    expect(() => ogImagePath('about')).toThrow('not a page pathname');
  });
});

describe('pageImage', () => {
  it('is the page’s own 1200×630 image with the given alt', () => {
    expect(pageImage('/es/contactus', 'Contacto')).toEqual({ src: '/og/es/contactus.png', width: 1200, height: 630, alt: 'Contacto' });
    expect(OG_SIZE).toEqual({ width: 1200, height: 630 });
  });
});
