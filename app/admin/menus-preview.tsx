/** The preview of the Menus page: each language's entries as typed, what the build would refuse or mark behind, and the site's header and footer drawn with them. */
import { useState } from 'react';
import Footer from '~/components/layout/footer';
import { Header } from '~/components/layout/header';
import { behindEntries, checkMenus, entryName, menuFieldName, menuLinks, menuNames, menusFile, menusSchema } from '~/data/collections/menus';
import { TRANSLATED_FROM } from '~/data/collections/translations';
import { defaultLanguage, languageNames, localizePath } from '~/i18n/languages';
import type { Lang } from '~/i18n/languages';
import { LanguageButtons, Page } from './previews';
import type { PreviewProps } from './previews';
import { knownPaths, menuContext } from './site-context';

const menuTitles = { header: 'Header', topBar: 'Top bar (from 768 pixels wide)', footer: 'Footer: quick links' } as const;

export function MenusPreview({ entry }: PreviewProps) {
  const [lang, show] = useState<Lang>(defaultLanguage);
  const typed = entry.get('data')?.toJS();
  const parsed = menusSchema.safeParse(typed);
  const { problems } = checkMenus(menusFile(typed), menuContext);
  const own = problems.filter((p) => p.lang === undefined || p.lang === lang);
  const links = parsed.success ? menuLinks(parsed.data, knownPaths)[lang] : undefined;
  const behind = parsed.success && lang !== defaultLanguage ? behindEntries(parsed.data, parsed.data[TRANSLATED_FROM]?.[lang], lang) : [];

  return (
    <div data-testid="cms-menus-preview" data-lang={lang}>
      <LanguageButtons shown={lang} show={show} />
      {/* The site's header is fixed to the window: the transform holds it in its place in the preview. */}
      {links ? (
        <div className="relative h-28 transform-gpu">
          <Page lang={lang} path="/" menus={links}>
            <Header />
          </Page>
        </div>
      ) : null}
      <div className="space-y-3 px-6 py-4 text-sm">
        {own.length ? (
          <ul role="alert" className="text-danger list-disc pl-5">
            {own.map((p) => (
              <li key={`${p.field}${p.message}`}>
                {menuFieldName(p.field)} {p.message}.
              </li>
            ))}
          </ul>
        ) : (
          <p>✓ The build takes these menus in {languageNames[lang]}.</p>
        )}
        {behind.length ? (
          <p data-testid="menus-behind">
            Behind their English in {languageNames[lang]}: {behind.map((e) => `${entryName(e.name, e.index)} (English now “${e.english}”)`).join('; ')}.
          </p>
        ) : null}
        {links
          ? menuNames.map((name) => (
              <section key={name}>
                <h2 className="font-semibold">{menuTitles[name]}</h2>
                {links[name].length ? (
                  <ol className="list-decimal pl-5">
                    {links[name].map((link, i) => (
                      <li key={`${i} ${link.to}`}>
                        {link.label} → {link.external ? link.to : localizePath(link.to, lang)}
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p>No entry in {languageNames[lang]}.</p>
                )}
              </section>
            ))
          : null}
      </div>
      {links ? (
        <Page lang={lang} path="/" menus={links}>
          <Footer />
        </Page>
      ) : null}
    </div>
  );
}
