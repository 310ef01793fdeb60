/** The preview of an owner's page: its sections as the site draws them, and what the page leaves out of its Markdown. */
import { OwnerPage } from '~/components/sections/pages/owner-page';
import type { Collection } from '~/data/collections/collection';
import { pageCollection } from '~/data/collections/pages';
import type { PageText } from '~/data/collections/pages';
import type { ItemPage } from '~/data/published';
import { articleHtml, leftOut } from '~/lib/markdown';
import { englishEntries, Page, preview, upload } from './previews';

export const OwnerPagePreview = preview(pageCollection as unknown as Collection, ({ entry, getAsset }, lang, facts, text) => {
  const { sections } = text as PageText;
  const english = englishEntries(entry, 'sections');
  const pictures = sections.map((_, i) => (typeof english[i]?.image === 'string' ? upload(getAsset, english[i].image) : null));
  const dropped = sections.flatMap((s) => (s.type === 'text' ? s.paragraphs : [])).flatMap(leftOut);
  const page = {
    ...facts,
    ...(text as object),
    text: articleHtml(text as PageText, lang),
    pictures,
    file: '',
    languages: [lang],
  } as unknown as ItemPage<'ownPages'>;
  return (
    <>
      {dropped.length > 0 && (
        <p className="border-border bg-surface border-b px-6 py-3 text-sm" role="note" data-testid="cms-left-out">
          The page leaves out what it cannot show safely: {dropped.join('; ')}. Write it as words, or as a link starting with https:// or /.
        </p>
      )}
      <Page lang={lang} path={`/${String(facts.address)}`}>
        <OwnerPage page={page} />
      </Page>
    </>
  );
});
