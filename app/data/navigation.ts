/** The company's social pages, in the footer's order (their addresses are the company's facts; the menus are content: app/data/collections/menus.ts). */
export const socialLinks = ['linkedin', 'instagram', 'facebook', 'twitter'] as const;
