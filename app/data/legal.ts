/** The two legal documents; text in the `legal` catalogue under `legal.{slug}`. */
export const legalDocs = [
  { slug: 'privacy-policy', updated: '2025-05-30' },
  { slug: 'terms-and-conditions', updated: '2025-05-30' },
] as const;
export type LegalDoc = (typeof legalDocs)[number];
export const legalDocBySlug = (slug: string | undefined): LegalDoc | undefined => legalDocs.find((d) => d.slug === slug);
