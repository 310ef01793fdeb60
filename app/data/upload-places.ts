/** Where an owner's picture of a person or a client sits in the content: the key shared by the build's map of variants and the sections. */
export const uploadPlace = {
  /** A client's logo, by its place among the company's clients. */
  logo: (i: number) => `company:clients.${i}.logo`,
  member: (i: number) => `company:board.${i}.photo`,
  /** A page text's photograph: an entry of a list with photographs (app/data/collections/page-texts.ts, `PHOTO_LISTS`). */
  text: (ns: string, key: string) => `${ns}:${key}`,
};
