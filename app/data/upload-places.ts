/**
 * Where an owner's picture of a person or a client sits in the content, as the build's map of their variants names
 * them (scripts/build/content/plugin.ts) and the sections that show them ask for them (components/ui/uploads.tsx).
 */
export const uploadPlace = {
  /** A client's logo, by its place among the company's clients. */
  logo: (i: number) => `company:clients.${i}.logo`,
  /** A board member's photograph. */
  member: (i: number) => `company:board.${i}.photo`,
  /** A page text's photograph: an entry of a list with photographs (page-texts.ts, `PHOTO_LISTS`). */
  text: (ns: string, key: string) => `${ns}:${key}`,
};
