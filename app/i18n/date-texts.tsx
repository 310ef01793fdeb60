/** Dates on screen as the build-time loader wrote them; after a client-side navigation and in previews, formatted in the browser. */
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

export function useFormatDate() {
  const lang = useLang();
  const texts = useContext(Texts);
  return (iso: string) => texts[iso] ?? formatDate(iso, lang);
}
