import { useTranslation } from 'react-i18next';
import { Icon } from '~/components/ui/icons';
import { clients, type Client } from '~/data/clients';

const styles: Record<Client['style'], string> = {
  serif: 'font-serif text-lg italic',
  sans: 'text-lg font-bold tracking-tight',
  mono: 'font-mono text-base font-semibold uppercase tracking-widest',
  wide: 'text-base font-semibold uppercase tracking-[0.2em]',
};

/** Seven client wordmarks, drawn as text so they stay sharp and light. */
export function ClientLogos() {
  const { t } = useTranslation('sections');
  return (
    <section aria-labelledby="clients-title" className="border-y border-border py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="clients-title" className="text-center text-sm font-semibold uppercase tracking-wider text-muted">{t('clients.title')}</h2>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
          {clients.map((c) => (
            <li key={c.id} className="flex items-center gap-2 text-muted grayscale transition hover:text-fg hover:grayscale-0">
              <Icon name={c.mark} className="h-5 w-5 text-accent" />
              <span className={styles[c.style]}>{c.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
