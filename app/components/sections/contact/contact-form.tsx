/**
 * The enquiry form: the spec's five required fields with the browser's own
 * checks, a honeypot for bots, and the states idle, sending, success (green,
 * form cleared) and error (red, every field kept, the e-mail address offered
 * instead). What the visitor types is also kept in sessionStorage until it
 * is sent, so even a reload loses nothing.
 */
import { clsx } from 'clsx';
import { CheckCircle2, Send, TriangleAlert } from '~/components/ui/lucide';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonStyles } from '~/components/ui/button';
import { site } from '~/config/site';
import { contactServiceOptions, isContactServiceOption } from '~/data/services';
import { failureOf, sendEnquiry, type Enquiry, type SendFailure } from './send';

const DRAFT_KEY = 'contact-draft';
const empty: Enquiry = { firstName: '', lastName: '', email: '', service: '', message: '' };
export const limits = { firstName: 80, lastName: 80, email: 254, message: 5000 } as const;

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success' } | { kind: 'error'; failure: SendFailure };

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-border bg-bg px-3.5 py-2.5 text-fg placeholder:text-muted/80 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30';

export function ContactForm() {
  const { t } = useTranslation('contact');
  const [params] = useSearchParams();
  const [values, setValues] = useState<Enquiry>(empty);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const honeypot = useRef<HTMLInputElement>(null);
  const id = useId();

  // Restore a draft, then apply ?service= (the service pages link here with it).
  useEffect(() => {
    let draft: Partial<Enquiry> = {};
    try {
      draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<Enquiry>;
    } catch {
      /* no draft */
    }
    const fromUrl = params.get('service');
    const service = isContactServiceOption(fromUrl) ? fromUrl : draft.service;
    setValues((v) => ({ ...v, ...draft, ...(service ? { service } : {}) }));
  }, [params]);

  const update = (field: keyof Enquiry, value: string) =>
    setValues((v) => {
      const next = { ...v, [field]: value };
      try {
        sessionStorage.setItem(DRAFT_KEY, JSON.stringify(next));
      } catch {
        /* not persisted; the fields still hold it */
      }
      return next;
    });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    // A filled honeypot is a bot: act as if sent, send nothing.
    if (honeypot.current?.value) {
      setStatus({ kind: 'success' });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await sendEnquiry(values);
      setValues(empty);
      try {
        sessionStorage.removeItem(DRAFT_KEY);
      } catch {
        /* ignore */
      }
      setStatus({ kind: 'success' });
    } catch (error) {
      console.error('Contact form: the message was not sent', error);
      setStatus({ kind: 'error', failure: failureOf(error) });
    }
  }

  const sending = status.kind === 'sending';
  const field = (name: keyof Enquiry) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => update(name, e.target.value),
    required: true,
  });

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-describedby={`${id}-required`} data-testid="contact-form">
      <p id={`${id}-required`} className="text-sm text-muted">{t('form.required')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-firstName`} className="text-sm font-medium">{t('form.firstName')}</label>
          <input {...field('firstName')} type="text" autoComplete="given-name" maxLength={limits.firstName} className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-lastName`} className="text-sm font-medium">{t('form.lastName')}</label>
          <input {...field('lastName')} type="text" autoComplete="family-name" maxLength={limits.lastName} className={inputClass} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium">{t('form.email')}</label>
        <input {...field('email')} type="email" autoComplete="email" maxLength={limits.email} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-service`} className="text-sm font-medium">{t('form.service')}</label>
        <select {...field('service')} className={inputClass}>
          <option value="" disabled>{t('form.servicePlaceholder')}</option>
          {contactServiceOptions.map((value) => (
            <option key={value} value={value}>{t(`form.options.${value}`)}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-medium">{t('form.message')}</label>
        <textarea {...field('message')} rows={5} maxLength={limits.message} placeholder={t('form.messagePlaceholder')} className={inputClass} />
      </div>
      {/* Honeypot: invisible to people and assistive technology; bots fill every field. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('form.honeypot')}</label>
        <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" disabled={sending} className={clsx(buttonStyles.primary, 'w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto')}>
        <Send className="h-4 w-4" aria-hidden="true" />
        {sending ? t('form.sending') : t('form.submit')}
      </button>
      <div aria-live="polite" aria-atomic="true">
        {status.kind === 'success' && (
          <p role="status" className="flex gap-2.5 rounded-lg border border-success/40 bg-success/10 p-4 text-sm font-medium text-success" data-testid="form-success">
            <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
            {t('messages.success')}
          </p>
        )}
        {status.kind === 'error' && (
          <div role="alert" className="flex gap-2.5 rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm text-danger" data-testid="form-error" data-failure={status.failure}>
            <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-medium">{t(`messages.${status.failure}`)}</p>
              <p className="mt-1">
                {t('messages.alternative')}{' '}
                <a href={`mailto:${site.email}`} className="font-semibold underline">{site.email}</a>
              </p>
            </div>
          </div>
        )}
      </div>
      <noscript>
        <p className="rounded-lg border border-border bg-surface p-4 text-sm">
          {t('form.noscript')} <a href={`mailto:${site.email}`} className="font-semibold text-accent underline">{site.email}</a>
        </p>
      </noscript>
    </form>
  );
}
