import { describe, expect, it } from 'vitest';
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
    expect(rules(redirectsFile('netlify', redirects, notFoundDocuments()))).toEqual([
      '/fr/news-details/2 /fr/news/ai-business-transformation 301!',
      '/works/afriwok /projects/afriwok 301!',
      '/de/career-details/* /de/career-details/404.html 404',
      '/es/career-details/* /es/career-details/404.html 404',
      '/fr/career-details/* /fr/career-details/404.html 404',
      '/career-details/* /career-details/404.html 404',
      '/de/* /de/404.html 404',
      '/es/* /es/404.html 404',
      '/fr/* /fr/404.html 404',
    ]);
  });
});
