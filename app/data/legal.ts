/** The two legal documents; text in the `legal` catalogue under `legal.{slug}`, the day each was last updated in the company's facts. */
export const legalDocs = [
  { slug: 'privacy-policy', label: 'Privacy policy' },
  { slug: 'terms-and-conditions', label: 'Terms and conditions' },
] as const;
export type LegalDoc = (typeof legalDocs)[number];
export const legalDocBySlug = (slug: string | undefined): LegalDoc | undefined => legalDocs.find((d) => d.slug === slug);
