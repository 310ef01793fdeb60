/**
 * Dates on screen as the page's build-time loader wrote them (`dateTexts` in ./format.ts): the language
 * layout provides what the current pages' loaders returned; a page a client-side navigation loaded (no
 * texts) and the content manager's previews (no router) format in the browser.
 */
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { formatDate } from './format';
import type { DateTexts } from './format';
import { useLang } from './use-lang';

const Texts = createContext<DateTexts>({});

export function DateTextsProvider({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const texts = useMemo(
    () => Object.assign({}, ...matches.map((m) => (m.loaderData as { dates?: DateTexts } | null | undefined)?.dates)) as DateTexts,
    [matches],
  );
  return <Texts value={texts}>{children}</Texts>;
}

/** `formatDate` for components, in the page's language. */
export function useFormatDate() {
  const lang = useLang();
  const texts = useContext(Texts);
  return (iso: string) => texts[iso] ?? formatDate(iso, lang);
}
