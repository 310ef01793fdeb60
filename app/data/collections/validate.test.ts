import { describe, expect, it } from 'vitest';
import { languages } from '~/i18n/languages';
import { problemLine } from './collection';
import { jobCollection } from './jobs';
import { newsCollection } from './news';
import { projectCollection } from './projects';
import { serviceCollection } from './services';
import { checkCollection, parseJson, prune } from './validate';
import type { ContentFile } from './validate';

/** A job of the fixtures' own, complete in English; `text` overrides for other languages. */
const jobFacts = {
  slug: 'frontend-engineer',
  datePosted: '2027-01-10',
  applicationDeadline: '2027-03-31',
  engagement: 'remote',
  employmentType: 'FULL_TIME',
  country: 'NG',
  subjectLine: 'Frontend Engineer Application',
};
const jobText = {
  title: 'Frontend Engineer',
  industry: 'Software',
  location: 'Nigeria',
  summary: 'Build the interfaces our clients use every day.',
  aboutUs: '{{brand}} builds software.',
  responsibilities: ['Build pages.'],
  requirements: ['Three years of React.'],
  howToApply: 'Send your CV.',
};
const folder = jobCollection.folder;
const file = (stem: string, lang: string, data: unknown): ContentFile => ({ path: `${folder}/${stem}.${lang}.json`, data });
const job = (stem: string, facts: object = {}, text: object = {}) => file(stem, 'en', { ...jobFacts, slug: stem, ...jobText, ...facts, ...text });
const lines = (files: ContentFile[]) => checkCollection(jobCollection, files).errors.map(problemLine);

describe('a job written in four languages', () => {
  const files = [job('frontend-engineer'), ...['fr', 'es', 'de'].map((l) => file('frontend-engineer', l, { ...jobFacts, ...jobText, title: `Title ${l}` }))];
  const { items, errors, notices } = checkCollection(jobCollection, files);

  it('is one item, published in every language, with its facts from the English file', () => {
    expect(errors).toEqual([]);
    expect(notices).toEqual([]);
    expect(items).toHaveLength(1);
    expect(items[0]!.key).toBe('frontend-engineer');
    expect(items[0]!.languages).toEqual(['en', 'fr', 'es', 'de']);
    expect(items[0]!.facts.applicationDeadline).toBe('2027-03-31');
    expect(items[0]!.texts.de!.title).toBe('Title de');
  });

  it('has one value per fact: a copy that differs in another language stops the build, naming that file and field', () => {
    expect(lines([job('frontend-engineer'), file('frontend-engineer', 'de', { ...jobFacts, ...jobText, applicationDeadline: '2027-04-15' })])).toEqual([
      `${folder}/frontend-engineer.de.json: applicationDeadline (de): is "2027-04-15" here but "2027-03-31" in the English file: a fact has one value for every language; change it in English (the content manager copies it), or make this copy the same`,
    ]);
    // A fact set in one language only is a difference too; a fact left out of a copy is not.
    expect(lines([job('a'), file('a', 'fr', { ...jobText, contactEmail: 'jobs@example.com' })])).toEqual([
      `${folder}/a.fr.json: contactEmail (fr): is "jobs@example.com" here but not set in the English file: a fact has one value for every language; change it in English (the content manager copies it), or make this copy the same`,
    ]);
    expect(lines([job('a'), file('a', 'fr', jobText)])).toEqual([]);
  });
});

describe('bad content stops the build with one line per problem, naming the file, the field and the language', () => {
  it('a date that is not on the calendar, or not written YYYY-MM-DD', () => {
    expect(lines([job('a', { applicationDeadline: '2027-02-30' })])).toEqual([
      `${folder}/a.en.json: applicationDeadline (en): must be a real calendar date written YYYY-MM-DD (got "2027-02-30")`,
    ]);
    expect(lines([job('a', { applicationDeadline: '31/03/2027' })])).toEqual([
      `${folder}/a.en.json: applicationDeadline (en): must be a real calendar date written YYYY-MM-DD (got "31/03/2027")`,
    ]);
  });

  it('a capitalised slug', () => {
    expect(lines([job('a', { slug: 'Cloud-Cost-Control' })])).toEqual([
      `${folder}/a.en.json: slug (en): must be lowercase letters and digits joined by single hyphens, like "cloud-cost-control"`,
    ]);
  });

  it('a duplicate web address, naming both files; the job is listed once', () => {
    const checked = checkCollection(jobCollection, [job('a'), job('b', { slug: 'a' })]);
    expect(checked.errors.map(problemLine)).toEqual([`${folder}/b.en.json: slug (en): "a" is already used by ${folder}/a.en.json`]);
    expect(checked.items.map((i) => i.stem)).toEqual(['a']);
  });

  it('a missing publication day, a missing list, an unknown field: all at once', () => {
    const { datePosted: _, ...noDate } = jobFacts;
    const { requirements: __, ...noRequirements } = jobText;
    expect(lines([file('a', 'en', { ...noDate, ...noRequirements, requirement: ['typo'] })])).toEqual([
      `${folder}/a.en.json: datePosted (en): is missing`,
      `${folder}/a.en.json: requirements (en): is missing`,
      `${folder}/a.en.json: requirement (en): is not a field of this collection`,
    ]);
  });

  it('a deadline before the publication day', () => {
    expect(lines([job('a', { datePosted: '2027-04-01' })])).toEqual([
      `${folder}/a.en.json: applicationDeadline (en): must be after the publication day (1 April 2027)`,
    ]);
  });

  it('an application address without the subject its button needs', () => {
    const { subjectLine: _, ...noSubject } = jobFacts;
    expect(lines([file('a', 'en', { ...noSubject, ...jobText, contactEmail: 'jobs@example.com' })])).toEqual([
      `${folder}/a.en.json: subjectLine (en): is needed when an application address is set: the button opens an e-mail with it`,
    ]);
  });

  it('an address that is not an e-mail address, a choice that is not offered, a list where text belongs', () => {
    expect(lines([job('a', { contactEmail: 'jobs at example', engagement: 'office' }, { title: ['Frontend'] })])).toEqual([
      `${folder}/a.en.json: engagement (en): must be one of "onsite", "hybrid", "remote"`,
      `${folder}/a.en.json: contactEmail (en): must be an e-mail address, like hello@company.com`,
      `${folder}/a.en.json: title (en): must be text`,
    ]);
  });

  it('a wrong value in a translation is an error too, in its language', () => {
    expect(lines([job('a'), file('a', 'de', { ...jobText, requirements: 'Drei Jahre React.' })])).toEqual([
      `${folder}/a.de.json: requirements (de): must be a list`,
    ]);
  });

  it('an item without its English file, a file name without a language, a file that is not JSON', () => {
    expect(
      lines([
        file('a', 'de', jobText),
        { path: `${folder}/b.json`, data: {} },
        { path: `${folder}/c.en.json`, data: undefined, parseError: parseJson('{\n  "slug": "c",\n  "title": "C"\n  "industry": "IT"\n}').error },
      ]),
    ).toEqual([
      `${folder}/b.json: (file name) (en): must end in ${languages.map((l) => `.${l}.json`).join(', ')}`,
      `${folder}/c.en.json: (file) (en): is not valid JSON at line 4, column 3: expected ',' or '}' after property value: mend it in a text editor (the content manager cannot open it)`,
      `${folder}/a.de.json: (file) (en): has no English file a.en.json: every item is written in English first`,
    ]);
  });
});

describe('every problem of every item in one run', () => {
  it('a translation’s problems are named even while the English file has its own, unreadable or wrong', () => {
    const broken = { path: `${folder}/a.en.json`, data: undefined, parseError: parseJson('{"slug": "a",}').error };
    expect(lines([broken, file('a', 'es', { ...jobText, requirements: 'Tres años.' })])).toEqual([
      `${folder}/a.en.json: (file) (en): is not valid JSON at line 1, column 14: expected double-quoted property name: mend it in a text editor (the content manager cannot open it)`,
      `${folder}/a.es.json: requirements (es): must be a list`,
    ]);
    expect(lines([job('a', {}, { title: '' }), file('a', 'es', { ...jobText, requirements: 'Tres años.' })])).toEqual([
      `${folder}/a.en.json: title (en): is missing`,
      `${folder}/a.es.json: requirements (es): must be a list`,
    ]);
  });
});

describe('web addresses: one item each, files named by it', () => {
  it('an old address leads to one item: not another item’s address, nor another’s old one', () => {
    expect(lines([job('a', { formerAddresses: ['old-a', 'b'] }), job('b'), job('c', { formerAddresses: ['old-a'] })])).toEqual([
      `${folder}/a.en.json: formerAddresses (en): holds "b", which is the web address of ${folder}/b.en.json: an address leads to one item`,
      `${folder}/c.en.json: formerAddresses (en): holds "old-a", which is a former web address of ${folder}/a.en.json: an address leads to one item`,
    ]);
    expect(lines([job('a', { formerAddresses: ['older', 'old'] })])).toEqual([]);
  });

  it('files named after another address than their item’s: rename them', () => {
    expect(lines([job('old', { slug: 'new' })])).toEqual([
      `${folder}/old.en.json: slug (en): is "new" but the files are named old: rename each language's file to new.{language}.json (the content manager does so when the address changes), and add "old" to formerAddresses if the old address was published`,
    ]);
  });
});

describe('parseJson', () => {
  it('names the line and column where a file stops being JSON, whatever the parser says', () => {
    expect(parseJson('{\n  "a": 1,\n}').error).toBe('line 3, column 1: expected double-quoted property name');
    expect(parseJson('{\n  "a": "x').error).toBe('line 2, column 10: unterminated string');
    expect(parseJson('').error).toBe('line 1, column 1: the file ends too early (a closing bracket or quote is missing)');
    expect(parseJson('{"a": 1}')).toEqual({ data: { a: 1 } });
  });
});

describe('languages: an item is published in the languages its text is complete in', () => {
  it('a German file with the facts only (the CMS copies them) and no text: not yet translated, no German page, a notice and no error', () => {
    const { items, errors, notices } = checkCollection(jobCollection, [job('a'), file('a', 'de', { ...jobFacts, slug: 'a', title: '', responsibilities: [] })]);
    expect(errors).toEqual([]);
    expect(notices.map(problemLine)).toEqual([`${folder}/a.de.json: (text) (de): has no text yet: the item has no de page until it is written`]);
    expect(items[0]!.languages).toEqual(['en']);
  });

  it('a German text with a required field missing stops the build: a slip must not take a live page down', () => {
    const { errors, notices } = checkCollection(jobCollection, [job('a'), file('a', 'de', { ...jobText, title: 'Frontend-Entwickler', summary: '  ' })]);
    expect(notices).toEqual([]);
    expect(errors.map(problemLine)).toEqual([
      `${folder}/a.de.json: summary (de): is missing: this language has text, so it needs every required field. Write it, or empty the whole de text to take the language off the site on purpose`,
    ]);
    const half = checkCollection(jobCollection, [job('a'), file('a', 'de', { title: 'Frontend-Entwickler' })]);
    expect(half.errors.map((n) => n.field)).toEqual(['industry', 'location', 'summary', 'aboutUs', 'responsibilities', 'requirements', 'howToApply']);
  });

  it('optional sections may be left out in one language and written in another', () => {
    const { items } = checkCollection(jobCollection, [job('a', {}, { bonusSkills: ['Go'] }), file('a', 'fr', jobText)]);
    expect(items[0]!.languages).toEqual(['en', 'fr']);
    expect(items[0]!.texts.fr!.bonusSkills).toBeUndefined();
  });
});

describe('news and case studies', () => {
  const article = {
    slug: 'cloud-cost-control',
    published: '2027-02-01',
    topic: 'cloud',
    title: 'Cloud cost control',
    description: 'Spend less.',
    imageAlt: 'A chart.',
    intro: ['First.'],
    sections: [{ title: 'One', paragraphs: ['Text.'] }],
    conclusion: ['Last.'],
    cta: { title: 'Talk to us', text: 'We can help.' },
  };
  const news = (data: object, lang = 'en') => ({ path: `${newsCollection.folder}/a.${lang}.json`, data: { ...article, ...data } });

  it('an article updated before it was published, an image that was not uploaded to the media folder', () => {
    expect(checkCollection(newsCollection, [news({ modified: '2027-01-01', image: 'https://cdn.example.com/x.png' })]).errors.map(problemLine)).toEqual([
      `${newsCollection.folder}/a.en.json: image (en): must be a PNG, JPEG, WebP or AVIF image uploaded to /media/uploads/`,
    ]);
    expect(checkCollection(newsCollection, [news({ modified: '2027-01-01' })]).errors.map(problemLine)).toEqual([
      `${newsCollection.folder}/a.en.json: modified (en): must not be before the publication day (1 February 2027)`,
    ]);
  });

  it('an article without an image needs no image description, and without a closing call to action still publishes; an uploaded image needs its description', () => {
    const { imageAlt: _, cta: __, ...plain } = article;
    const without = (data: object) => ({ path: `${newsCollection.folder}/${article.slug}.en.json`, data: { ...plain, ...data } });
    expect(checkCollection(newsCollection, [without({})]).errors).toEqual([]);
    expect(checkCollection(newsCollection, [without({ image: '/media/uploads/cloud.png' })]).errors.map(problemLine)).toEqual([
      `${newsCollection.folder}/${article.slug}.en.json: imageAlt (en): is needed with an image: say what it shows, for people who cannot see it`,
    ]);
  });

  it('a section heading missing in a list is named by its position', () => {
    expect(checkCollection(newsCollection, [news({ sections: [{ title: 'One', paragraphs: ['x'] }, { paragraphs: ['y'] }] })]).errors.map(problemLine)).toEqual(
      [`${newsCollection.folder}/a.en.json: sections[2].title (en): is missing`],
    );
  });

  const project = {
    slug: 'campus-network',
    category: 'network',
    year: '2023–2024',
    position: 1,
    listed: true,
    similar: 'systems',
    title: 'Campus network',
    subtitle: 'Faster.',
    meta: 'How.',
    client: 'A university',
    services: 'Networks',
    tools: ['Cisco'],
    overview: ['Text.'],
    highlights: [{ title: 'Fast', text: 'Very.' }],
    gallery: [
      { alt: 'One', caption: 'One' },
      { alt: 'Two', caption: 'Two' },
    ],
    achievements: ['Done.'],
  };
  const projectFile = (data: object, lang = 'en') => ({ path: `${projectCollection.folder}/a.${lang}.json`, data: { ...project, ...data } });

  it('a gallery with another number of entries in another language, or a picture chosen in a translation that is not English’s', () => {
    const checked = checkCollection(projectCollection, [
      projectFile({ gallery: [{ image: '/media/uploads/one.png', alt: 'One', caption: 'One' }, project.gallery[1]] }),
      projectFile({ gallery: [{ alt: 'Eins', caption: 'Eins' }] }, 'de'),
      projectFile(
        {
          gallery: [
            { image: '/media/uploads/two.png', alt: 'Un', caption: 'Un' },
            { alt: 'Deux', caption: 'Deux' },
          ],
        },
        'fr',
      ),
    ]);
    expect(checked.errors.map(problemLine)).toEqual([
      `${projectCollection.folder}/a.fr.json: gallery[1].image (fr): is chosen in the English column, for every language: remove it from this file`,
      `${projectCollection.folder}/a.de.json: gallery (de): has 1 entries; the English text has 2: add or remove the same entries in every language, in English’s order`,
    ]);
    expect(checked.items).toEqual([]);
  });

  it('a year written otherwise; the services named are checked against the services collection (links.ts)', () => {
    expect(
      checkCollection(projectCollection, [projectFile({ servicePages: ['web-design'], year: '24' })]).errors.map((p) => `${p.field}: ${p.message}`),
    ).toEqual(['year: must be a year, or two joined by a dash: 2024 or 2023–2024']);
  });
});

describe('services', () => {
  const service = {
    title: 'AI and automation',
    slug: 'ai-and-automation',
    category: 'development',
    icon: 'bot',
    position: 12,
    withdrawn: false,
    subtitle: 'Assistants that take repetitive work off your staff.',
    meta: 'AI assistants by {{brand}}.',
    deliverables: [
      { icon: 'bot', title: 'Assistants', description: 'They answer.', details: ['Cited sources'] },
      { title: 'Workflows', description: 'They run.', details: ['Logged'] },
    ],
  };
  const serviceFile = (data: object, lang = 'en') => ({ path: `${serviceCollection.folder}/ai-and-automation.${lang}.json`, data: { ...service, ...data } });
  const french = {
    title: 'IA',
    deliverables: [
      { title: 'Assistants', description: 'Ils répondent.', details: ['Sources citées'] },
      { title: 'Processus', description: 'Ils tournent.', details: ['Journalisés'] },
    ],
  };
  const serviceLines = (files: ContentFile[]) => checkCollection(serviceCollection, files).errors.map(problemLine);

  it('a translation follows English’s deliverables one for one, their icons chosen in English alone', () => {
    expect(serviceLines([serviceFile({}), serviceFile(french, 'fr')])).toEqual([]);
    expect(serviceLines([serviceFile({}), serviceFile({ ...french, deliverables: french.deliverables.slice(1) }, 'fr')])).toEqual([
      `${serviceCollection.folder}/ai-and-automation.fr.json: deliverables (fr): has 1 entries; the English text has 2: add or remove the same entries in every language, in English’s order`,
    ]);
    expect(
      serviceLines([
        serviceFile({}),
        serviceFile({ ...french, deliverables: [{ ...french.deliverables[0]!, icon: 'sparkles' }, french.deliverables[1]!] }, 'fr'),
      ]),
    ).toEqual([
      `${serviceCollection.folder}/ai-and-automation.fr.json: deliverables[1].icon (fr): is chosen in the English column, for every language: remove it from this file`,
    ]);
  });

  it('a name longer than the menu and the cards hold, an icon or category the site does not draw', () => {
    expect(serviceLines([serviceFile({ title: 'x'.repeat(51), icon: 'rocket', category: 'marketing' })])).toEqual([
      `${serviceCollection.folder}/ai-and-automation.en.json: category (en): must be one of "infrastructure", "development", "security"`,
      expect.stringMatching(/icon \(en\): must be one of "server", "cloud", /),
      `${serviceCollection.folder}/ai-and-automation.en.json: title (en): has 51 of at most 50 characters: shorten it`,
    ]);
  });
});

describe('prune', () => {
  it('treats what an editor left empty as absent', () => {
    expect(prune({ a: '', b: '  ', c: [], d: [''], e: { f: '' }, g: 'kept', h: ['', 'x'], i: 0, j: false })).toEqual({ g: 'kept', h: ['x'], i: 0, j: false });
    expect(prune({})).toBeUndefined();
  });
});
