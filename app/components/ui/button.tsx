/** Button and link styles in one typed map, so variants stay whole class strings. */
export const buttonStyles = {
  primary: 'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-accent px-5 text-sm font-semibold text-on-accent hover:bg-accent-strong',
  secondary: 'inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-border bg-bg px-5 text-sm font-semibold text-fg hover:bg-surface',
  text: 'inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline',
} as const;
