/** News articles, listed newest first. */
import { z } from 'zod';
import type { Lang } from '../../i18n/languages.ts';
import { defineCollection } from './collection.ts';
import { choice, date, formerAddresses, image, items, line, lines, markdownBlocks, paragraph, slug, spokenDay, title, titled } from './fields.ts';
import { keyFields } from '../item-paths.ts';
import { newsTopics } from '../rules/news-topics.ts';

const facts = z.strictObject({
  slug: slug({
    label: 'Web address',
    hint: 'The end of the article’s address, in lowercase words joined by hyphens: cloud-cost-control makes /news/cloud-cost-control. Change it after the article is published and the old address keeps working: it leads to the new one.',
  }),
  published: date({ label: 'Published on', hint: 'Articles are listed newest first; the home page shows the newest three.' }),
  topic: choice(
    newsTopics,
    {
      software: 'Software development',
      cloud: 'Cloud',
      'data-ai': 'Data and AI',
      networks: 'Networks and infrastructure',
      security: 'Security and resilience',
      workplace: 'Workplace IT',
      company: 'Company news',
    },
    { label: 'Topic', hint: 'What the article is about: the news page links each topic to a list of its articles.' },
  ),
  modified: date({ label: 'Last updated', hint: 'Optional: the day of the last real change to the text.' }).optional(),
  image: image({
    label: 'Image',
    hint: 'Optional. A photo or picture at least 1600 pixels wide, landscape. Without one, the article gets a drawn illustration.',
  }).optional(),
  formerAddresses: formerAddresses(),
});

const MARKDOWN_HINT =
  'Type `**bold**`, `*italic*`, `[a link](https://example.com)`, lines starting with `- ` or `1. ` for a list and `### ` for a subheading. A pasted web address becomes a link.';

const section = {
  title: line({ label: 'Heading' }),
  paragraphs: markdownBlocks({ label: 'Paragraphs', itemLabel: 'Paragraph', hint: MARKDOWN_HINT }),
  points: lines({ label: 'Bullet points', itemLabel: 'Point', hint: 'Optional.' }).optional(),
  examples: items(titled, { label: 'Examples (cards)', itemLabel: 'Example', hint: 'Optional: shown as cards.' }).optional(),
  challenges: items(titled, { label: 'Challenges (list)', itemLabel: 'Challenge', hint: 'Optional: shown as a list of terms and explanations.' }).optional(),
  highlight: paragraph({ label: 'Highlighted quote', hint: 'Optional: one sentence shown large.' }).optional(),
};

const text = z.strictObject({
  title: title({ label: 'Title' }),
  description: paragraph({ label: 'Description', hint: 'One or two sentences: under the title, on the cards, in search results and the news feed.' }),
  author: line({ label: 'Author', hint: 'Optional: a person or a team. Write {{brand}} for the company’s name.' }).optional(),
  imageAlt: paragraph({
    label: 'Image description',
    hint: 'Needed when the article has an image: what it shows, for people who cannot see it. Without an image, leave it empty.',
  }).optional(),
  intro: markdownBlocks({ label: 'Introduction', itemLabel: 'Paragraph', hint: MARKDOWN_HINT }),
  sections: items(section, { label: 'Sections', itemLabel: 'Section' }),
  conclusion: markdownBlocks({ label: 'Conclusion', itemLabel: 'Paragraph', hint: MARKDOWN_HINT }),
  cta: z
    .strictObject(titled)
    .meta({ label: 'Closing call to action', hint: 'Optional: a heading and a sentence before the “Book a 30-minute call” link, at the end of the article.' })
    .optional(),
});

export const newsCollection = defineCollection({
  name: 'news',
  label: 'News',
  labelSingular: 'Article',
  description:
    'Articles on the news page, the home page (newest three) and the news feeds. Write in English first. A language left empty has no page for the article yet; a language you started must be complete before it saves.',
  folder: 'app/data/content/news',
  key: keyFields.news,
  facts,
  text,
  editor: [
    'title',
    'slug',
    'published',
    'topic',
    'modified',
    'author',
    'description',
    'image',
    'imageAlt',
    'intro',
    'sections',
    'conclusion',
    'cta',
    'formerAddresses',
  ],
  sort: { field: 'published', direction: 'desc' },
  check(f, texts) {
    return [
      ...(f.modified && f.modified < f.published
        ? [{ field: 'modified', lang: 'en' as const, message: `must not be before the publication day (${spokenDay(f.published)})` }]
        : []),
      // An uploaded image is described in every language the article is written in; a drawn one needs no words.
      ...(f.image
        ? Object.entries(texts)
            .filter(([, text]) => text && !text.imageAlt?.trim())
            .map(([lang]) => ({ field: 'imageAlt', lang: lang as Lang, message: 'is needed with an image: say what it shows, for people who cannot see it' }))
        : []),
    ];
  },
});

export type ArticleFacts = z.infer<typeof facts>;
export type ArticleText = z.infer<typeof text>;
