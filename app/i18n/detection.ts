/**
 * Where a visitor's language choice is looked for and kept: the spec's detection keys and order, read by
 * i18next's options (options.ts), the pre-paint redirect on unprefixed URLs (detect.ts) and the shell's
 * script, which remembers a choice (app/shell/language.ts). No imports: the shell's script bundles it.
 */
export const detection = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
} as const;
