/** The contact page's sections; the map hydrates when it comes near (app/components/sections/deferred-sections.ts). */
import { useTranslation } from 'react-i18next';
import { Clock, Mail, MapPin, Phone, Zap } from '~/components/ui/lucide';
import { useSite } from '~/config/facts';
import { displayPhone, telHref } from '~/config/site.schema';
import { offices } from '~/data/offices';
import { ContactForm } from './contact-form';
import type { ServiceOption } from './contact-form';
import { PartHeading } from '~/components/ui/section';

export function ReachUs() {
  const site = useSite();
  const { t } = useTranslation('contact');
  return (
    <aside className="space-y-8" aria-labelledby="reach-us">
      <PartHeading id="reach-us">{t('info.title')}</PartHeading>
      <dl className="space-y-5">
        <div>
          <dt className="text-muted flex items-center gap-2 text-sm">
            <Mail className="text-accent h-4 w-4" aria-hidden="true" />
            {t('info.email')}
          </dt>
          <dd className="mt-1">
            <a href={`mailto:${site.email}`} className="hover:text-accent font-semibold">
              {site.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-muted flex items-center gap-2 text-sm">
            <Phone className="text-accent h-4 w-4" aria-hidden="true" />
            {t('info.phones')}
          </dt>
          <dd className="mt-1 space-y-1">
            {(['us', 'ng'] as const).map((k) => (
              <p key={k}>
                {t(`contactInfo.${k}`)}:{' '}
                <a href={telHref(site.phones[k])} className="hover:text-accent font-semibold">
                  {displayPhone(site.phones[k])}
                </a>
              </p>
            ))}
          </dd>
        </div>
      </dl>
      <p className="text-muted flex gap-3 text-sm">
        <Clock className="text-accent h-5 w-5 shrink-0" aria-hidden="true" />
        {t('quick.hours')}
      </p>
      <div>
        <h3 className="text-lg font-semibold">{t('info.offices')}</h3>
        <ul className="mt-4 space-y-4">
          {offices.map((o) => (
            <li key={o} className="flex gap-3">
              <MapPin className="text-accent mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
              <div>
                <p className="font-semibold">{t(`offices.${o}`)}</p>
                <p className="text-muted text-sm">{t(`info.officeText.${o}`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="border-border bg-accent-soft rounded-2xl border p-5">
        <p className="flex items-center gap-2 font-semibold">
          <Zap className="text-accent h-4 w-4" aria-hidden="true" />
          {t('quick.title')}
        </p>
        <p className="mt-1.5 text-sm">{t('quick.text')}</p>
      </div>
    </aside>
  );
}

export function EnquiryForm({ services }: { services: readonly ServiceOption[] }) {
  const { t } = useTranslation('contact');
  return (
    <section aria-labelledby="contact-form-title" className="border-border bg-bg shadow-card rounded-2xl border p-6 sm:p-8">
      <PartHeading id="contact-form-title">{t('form.title')}</PartHeading>
      <p className="text-muted mt-2 mb-6">{t('form.intro')}</p>
      <ContactForm services={services} />
    </section>
  );
}
