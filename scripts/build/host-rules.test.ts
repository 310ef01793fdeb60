import { describe, expect, it } from 'vitest';
import { prefixedLanguages } from '../../app/i18n/languages';
import { notFoundDocuments } from '../../app/seo/paths';
import { pageFile, redirectsFile } from './host-rules';

describe('pageFile', () => {
  it('writes each page as {path}.html, the English home as index.html', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/about')).toBe('about.html');
    expect(pageFile('/fr')).toBe('fr.html');
    expect(pageFile('/fr/about')).toBe('fr/about.html');
    expect(pageFile('/de/career-details/devops-engineer-hybrid')).toBe('de/career-details/devops-engineer-hybrid.html');
  });
});

describe('redirectsFile', () => {
  const redirects = [
    { from: '/works/afriwok', to: '/projects/afriwok' },
    { from: '/fr/news-details/2', to: '/fr/news/ai-business-transformation' },
  ];
  const rules = (text: string) => text.split('\n').filter((l) => l && !l.startsWith('#'));

  it('Cloudflare: plain 301 rules, only the statuses it accepts, no 404 rules (it finds the nearest 404.html)', () => {
    expect(rules(redirectsFile('cloudflare', redirects, notFoundDocuments()))).toEqual([
      '/fr/news-details/2 /fr/news/ai-business-transformation 301',
      '/works/afriwok /projects/afriwok 301',
    ]);
    for (const rule of rules(redirectsFile('cloudflare', redirects, notFoundDocuments()))) expect(rule.split(' ')[2]).toMatch(/^(200|301|302|303|307|308)$/);
  });

  it('Netlify: forced redirects, then a 404 rule per not-found document, deepest folder first', () => {
    // Folders of one depth in alphabetical order: each language's job folder, then the top-level folders.
    const deep = prefixedLanguages.map((l) => `${l}/career-details`).sort();
    const shallow = ['career-details', ...prefixedLanguages].sort();
    expect(rules(redirectsFile('netlify', redirects, notFoundDocuments()))).toEqual([
      '/fr/news-details/2 /fr/news/ai-business-transformation 301!',
      '/works/afriwok /projects/afriwok 301!',
      ...[...deep, ...shallow].map((folder) => `/${folder}/* /${folder}/404.html 404`),
    ]);
  });
});
