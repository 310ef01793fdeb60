import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LangLink } from '~/components/ui/lang-link';
import { FirstScreen } from '~/components/ui/page-hero';
import { notFoundKindOf } from '~/seo/not-found';

/** The translated not-found view; under `/career-details/` it is the job one, wherever the 404 came from. */
export function NotFound() {
  const { t } = useTranslation();
  const kind = notFoundKindOf(useLocation().pathname);
  const back = kind === 'job' ? { to: '/careers', label: t('notFound.job.back') } : { to: '/', label: t('notFound.page.back') };
  return (
    <FirstScreen className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p className="text-accent text-sm font-semibold tracking-wider uppercase">404</p>
      <h1 className="font-heading mt-3 text-3xl tracking-tight sm:text-5xl">{t(`notFound.${kind}.title`)}</h1>
      <p className="text-muted mt-5 text-lg">{t(`notFound.${kind}.text`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LangLink to={back.to} className="bg-accent text-on-accent hover:bg-accent-strong inline-flex h-11 items-center rounded-lg px-5 text-sm font-semibold">
          {back.label}
        </LangLink>
        <LangLink to="/contactus" className="border-border hover:bg-surface inline-flex h-11 items-center rounded-lg border px-5 text-sm font-semibold">
          {t('cta.message')}
        </LangLink>
      </div>
    </FirstScreen>
  );
}

/** Any other failure: a translated message and a way to reload. */
export function ErrorView() {
  const { t } = useTranslation();
  return (
    <FirstScreen className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="font-heading text-3xl tracking-tight sm:text-4xl">{t('error.title')}</h1>
      <p className="text-muted mt-5 text-lg">{t('error.text')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="bg-accent text-on-accent hover:bg-accent-strong mt-8 inline-flex h-11 items-center rounded-lg px-5 text-sm font-semibold"
      >
        {t('error.reload')}
      </button>
    </FirstScreen>
  );
}
