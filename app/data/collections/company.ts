/** The company's facts, entered once for every language; the page texts name them by placeholder (`{{founded}}`). */
import { z } from 'zod';
import { clientMarks } from '../clients.ts';
import type { ClientMark } from '../clients.ts';
import { legalDocs } from '../legal.ts';
import type { Problem } from './collection.ts';
import { choice, date, email, formatted, image, inEachLanguage, items, line, logo, url, whole } from './fields.ts';
import type { FieldMeta } from './fields.ts';
import { checkSingleFile, singleFileText } from './single-file.ts';
import { languageNames, languages } from '../../i18n/languages.ts';

export const COMPANY_FILE = 'app/data/content/company.json';
/** The format the content manager reads and writes the file in (app/admin/single-file-formats.ts). */
export const COMPANY_FORMAT = 'company-json';
/** The Company page's entry in the content manager. */
export const COMPANY_ENTRY = 'facts';

const PHONE = /^\+[0-9][0-9 ]{6,18}$/;
const phone = (meta: FieldMeta) =>
  formatted(PHONE, 'a phone number in international form: + and the country code, digits and spaces, like +1 202 555 0143', meta);
const figure = (meta: FieldMeta & { min: number; max: number }) => {
  const { min, max, ...rest } = meta;
  return whole(rest)
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });
};

const TIME = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/;
const time = (meta: FieldMeta) => formatted(TIME, 'a time on the 24-hour clock, like 08:00 or 17:30', meta);

/** A board member's role; its words are the page texts' (`about`: `team.roles.{role}`). */
const BOARD_ROLES = ['nonExecutive', 'board'] as const;

const MARKS = Object.keys(clientMarks) as [ClientMark, ...ClientMark[]];

export const companyFacts = z.strictObject({
  brand: line({ label: 'Brand name', hint: 'The name the site shows everywhere, in every language ({{brand}} in the page texts).' }).max(40, {
    error: 'must be at most 40 characters: it fits the header',
  }),
  legalName: line({ label: 'Legal name', hint: 'As registered: the footer’s copyright line and the legal documents.' }),
  founded: figure({
    label: 'Year founded',
    hint: 'Shown as {{founded}} in the page texts; the years of experience ({{years}}) are counted from it.',
    min: 1900,
    max: 2100,
  }),
  projects: figure({
    label: 'Projects completed',
    hint: 'Shown with a + among the figures (“200+”), and as {{projects}} in the page texts.',
    min: 1,
    max: 100_000,
  }),
  team: figure({ label: 'Team members', hint: 'Shown with a + among the figures (“50+”), and as {{team}} in the page texts.', min: 1, max: 100_000 }),
  email: email({ label: 'E-mail for enquiries' }),
  hrEmail: email({ label: 'E-mail for applications', hint: 'Where the careers pages send applicants.' }),
  supportEmail: email({ label: 'E-mail for support' }),
  phones: z
    .strictObject({
      us: phone({ label: 'United States office' }),
      ng: phone({ label: 'Nigeria office' }),
    })
    .meta({ label: 'Phone numbers' }),
  phoneHours: z
    .strictObject({
      opens: time({ label: 'Opens', hint: 'Shown as {{opens}} in the page texts.' }),
      closes: time({ label: 'Closes', hint: 'Shown as {{closes}} in the page texts.' }),
    })
    .meta({
      label: 'Phone lines’ hours',
      hint: 'The same in every language. The days are words of the page texts (“Monday to Friday”), beside {{opens}} and {{closes}}.',
    }),
  whatsapp: url({ label: 'WhatsApp link', hint: 'A full address, like https://wa.me/2348000000000.' }),
  socials: z
    .strictObject({
      linkedin: url({ label: 'LinkedIn' }),
      instagram: url({ label: 'Instagram' }),
      facebook: url({ label: 'Facebook' }),
      twitter: url({ label: 'X (Twitter)' }),
    })
    .meta({ label: 'Social pages' }),
  schedulerUrl: url({ label: 'Booking page', hint: 'The 30-minute call the “Book a call” buttons open (a Calendly page or the like).' }),
  mapUrl: url({ label: 'Map shown on the contact page', hint: 'The address of the map to embed (OpenStreetMap’s “Share → HTML” link).' }),
  mapLinkUrl: url({ label: 'Map link', hint: 'Where “Open the map” leads.' }),
  legalUpdated: z
    .strictObject(
      Object.fromEntries(legalDocs.map((d) => [d.slug, date({ label: d.label })])) as Record<(typeof legalDocs)[number]['slug'], ReturnType<typeof date>>,
    )
    .meta({ label: 'Legal documents: last updated', hint: 'The day each document was last changed, shown at its top.' }),
  clients: items(
    {
      name: line({ label: 'Name' }),
      mark: choice(MARKS, Object.fromEntries(MARKS.map((m) => [m, clientMarks[m].label])) as Record<ClientMark, string>, {
        label: 'Mark',
        hint: 'The small drawing beside the name, when the client has no logo.',
      }),
      logo: logo({
        label: 'Logo',
        hint: 'Optional: the client’s own logo (SVG, PNG or WebP), shown in place of the mark and the name. An SVG with a script or a link to elsewhere is refused.',
      }).optional(),
      description: inEachLanguage({
        label: 'Logo’s description',
        hint: 'Needed with a logo, in every language: what it shows, for people who cannot see it (“Afriwok”).',
      }).optional(),
    },
    { label: 'Clients shown on the home page', itemLabel: 'Client', min: 1 },
  ),
  board: items(
    {
      name: line({ label: 'Name' }).max(40, { error: 'must be at most 40 characters: it fits the member’s card' }),
      role: choice(BOARD_ROLES, { nonExecutive: 'Non-executive director', board: 'Board member' }, { label: 'Role' }),
      photo: image({
        label: 'Photograph',
        hint: 'Optional: a portrait, at least 400 pixels square, shown in a circle. Without one, the member’s initials.',
      }).optional(),
      description: inEachLanguage({
        label: 'Photograph’s description',
        hint: 'Needed with a photograph, in every language: “Ngozi Okeke, smiling, in a blue jacket”.',
      }).optional(),
    },
    {
      label: 'Board members (about page)',
      itemLabel: 'Member',
      hint: 'In the order the about page shows them. Each member’s biography is written in Page texts → About page → Biographies, in the same order, in each language.',
      min: 1,
    },
  ),
});

export type CompanyFacts = z.infer<typeof companyFacts>;

/** The facts file's text checked: the facts, or one problem per field. */
export function checkCompanyFacts(text: string): { facts?: CompanyFacts; problems: Problem[] } {
  const { data, problems } = checkSingleFile(COMPANY_FILE, companyFacts, text, 'is not a company fact');
  if (!data) return { problems };
  const undescribedProblems = undescribed(data).map(({ field, message }): Problem => ({ file: COMPANY_FILE, field, message }));
  return undescribedProblems.length ? { problems: undescribedProblems } : { facts: data, problems: [] };
}

/** A logo or a photograph is described in every language, for people who cannot see it. */
function undescribed(facts: CompanyFacts) {
  const needs = [
    ...facts.clients.map((c, i) => ({ at: `clients.${i}`, upload: c.logo, description: c.description, what: `the logo of client ${i + 1} (${c.name})` })),
    ...facts.board.map((m, i) => ({
      at: `board.${i}`,
      upload: m.photo,
      description: m.description,
      what: `the photograph of board member ${i + 1} (${m.name})`,
    })),
  ];
  return needs.flatMap(({ at, upload, description, what }) =>
    upload
      ? languages
          .filter((lang) => !description?.[lang]?.trim())
          .map((lang) => ({ field: `${at}.description.${lang}`, message: `is needed with ${what}: say what it shows, in ${languageNames[lang]}` }))
      : [],
  );
}

/** The facts as their file keeps them: keys in the schema's order at every depth (single-file.ts). */
export const companyFile = (facts: unknown) => singleFileText(facts, companyFacts);
