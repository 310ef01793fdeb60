/** The copyright year by the visitor's clock rather than the build's (`data-build-year`). */
export function startClock() {
  const year = String(new Date().getFullYear());
  for (const el of document.querySelectorAll<HTMLElement>('[data-build-year]')) {
    const built = el.dataset.buildYear!;
    if (built !== year && el.textContent?.includes(built)) el.textContent = el.textContent.replace(built, year);
  }
}
