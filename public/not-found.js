// For hosts that answer every unknown URL with the root 404.html: puts the language's or job pages' not-found
// document in its place. Hosts that serve the nearest 404.html themselves (Cloudflare Pages) never run it.
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
