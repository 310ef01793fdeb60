/** The offices the spec names; their words are in the `common` catalogue (`offices.{id}`). */
export const offices = ['us', 'africa', 'europe'] as const;
