/** The content indexes the build makes (scripts/content/plugin.ts); read through app/data/content.ts. */
declare module 'virtual:content' {
  /** `{collection}/{lang}` → that language's index of the collection (scripts/content/plugin.ts). */
  export const indexes: Record<string, () => Promise<{ default: unknown[] }>>;
}
