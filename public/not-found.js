// For hosts that answer every unknown URL with the root 404.html (GitHub Pages, S3 behind a CDN, nginx with one
// error_page): the root document loads this script and, when the URL belongs to a language or to the job pages,
// puts that not-found document (fr/404.html, career-details/404.html, de/career-details/404.html, …) in its place.
// Hosts that serve the nearest 404.html themselves (Cloudflare Pages, Netlify) never run it: only the root
// document has it, and they serve the root document only where it is the right one. Without JavaScript the root
// document stays, with its way home.
(async () => {
  const languages = (document.currentScript?.dataset.languages ?? '').split(' ');
  const segments = location.pathname.split('/').filter(Boolean);
  const lang = languages.includes(segments[0]) ? segments.shift() : '';
  const folder = (lang ? `/${lang}` : '') + (segments[0] === 'career-details' ? '/career-details' : '');
  if (!folder) return;
  const response = await fetch(`${folder}/404.html`);
  if (!response.ok) return;
  const found = new DOMParser().parseFromString(await response.text(), 'text/html');
  document.documentElement.lang = found.documentElement.lang;
  document.title = found.title;
  document.body.replaceWith(document.adoptNode(found.body));
})();
