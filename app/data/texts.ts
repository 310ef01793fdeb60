/** Every content file's text, one module each; kept apart so that the list of files is not part of what a page loads at start. */
export const texts = import.meta.glob('./content/*/*.json', { import: 'default' });
