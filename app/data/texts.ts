/**
 * Every content file's text, one module each, loaded on demand
 * (app/data/published.ts). Kept apart so that the list of files, which grows
 * with the content, is not part of what a page loads at start.
 */
export const texts = import.meta.glob('./content/*/*.json', { import: 'default' });
