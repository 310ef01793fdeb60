/** Company facts the spec states, used wherever the figures appear. */
export const company = {
  founded: 2014,
  stats: { years: 10, projects: 200, team: 50 },
  offices: ['us', 'africa', 'europe'] as const,
} as const;
