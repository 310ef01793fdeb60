/**
 * The enquiry form: the browser's validity rules, explained in the page's language beside each field;
 * a honeypot for bots; and a draft kept in sessionStorage until it is sent, so a reload loses nothing.
 */
import { clsx } from 'clsx';
import { CheckCircle2, Send, TriangleAlert } from '~/components/ui/lucide';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type Resources from '~/i18n/resources';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonStyles } from '~/components/ui/button';
import { useSite } from '~/config/facts';
import { otherEnquiries } from '~/data/services';
import { failureOf, sendEnquiry } from '~/lib/send-enquiry';
import type { Enquiry, SendFailure } from '~/lib/send-enquiry';

const DRAFT_KEY = 'contact-draft';
const empty: Enquiry = { firstName: '', lastName: '', email: '', service: '', message: '' };
const limits = { firstName: 80, lastName: 80, email: 254, message: 5000 } as const;

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success' } | { kind: 'error'; failure: SendFailure };
type Field = keyof Enquiry;
type Problem = `form.errors.${keyof Resources['contact']['form']['errors']}`;
const fields: readonly Field[] = ['firstName', 'lastName', 'email', 'service', 'message'];

/** What is wrong with a field, by the browser's own validity rules: a catalogue key, or nothing. */
function problemOf(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, name: Field): Problem | null {
  if (element.validity.valueMissing) return `form.errors.${name}`;
  if (element.validity.typeMismatch) return 'form.errors.emailFormat';
  return null;
}

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-border bg-bg px-3.5 py-2.5 text-fg placeholder:text-muted/80 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30';

export interface ServiceOption {
  value: string;
  title: string;
}

export function ContactForm({ services }: { services: readonly ServiceOption[] }) {
  const site = useSite();
  const { t } = useTranslation('contact');
  const options = [...services, ...otherEnquiries.map((value) => ({ value, title: t(`form.options.${value}`) }))];
  const [params] = useSearchParams();
  const [values, setValues] = useState<Enquiry>(empty);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const honeypot = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const id = useId();

  // The outcome of a send takes focus, so it is read out and the visitor is where the next step is.
  useEffect(() => {
    if (status.kind === 'success' || status.kind === 'error') outcome.current?.focus();
  }, [status]);

  useEffect(() => {
    let draft: Partial<Enquiry> = {};
    try {
      draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<Enquiry>;
    } catch {
      /* no draft */
    }
    const fromUrl = params.get('service');
    const known = fromUrl !== null && (services.some((o) => o.value === fromUrl) || (otherEnquiries as readonly string[]).includes(fromUrl));
    const service = known ? fromUrl : draft.service;
    const restored = { ...draft, ...(service ? { service } : {}) };
    // Nothing to restore on most visits: then no second render of the whole form during start-up.
    if (Object.keys(restored).length > 0) setValues((v) => ({ ...v, ...restored }));
  }, [params, services]);

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
    const form = event.currentTarget;
    const found: Partial<Record<Field, Problem>> = {};
    for (const name of fields) {
      const problem = problemOf(form.elements.namedItem(name) as HTMLInputElement, name);
      if (problem) found[name] = problem;
    }
    const first = fields.find((name) => found[name]);
    // Shown before the focus moves, so the field it reaches is read out with its problem, and laid out once.
    flushSync(() => setProblems(found));
    if (first) {
      (form.elements.namedItem(first) as HTMLElement).focus();
      return;
    }
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
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement }) => {
      update(name, e.target.value);
      if (problems[name]) setProblems((p) => ({ ...p, [name]: problemOf(e.target, name) ?? undefined }));
    },
    required: true,
    'aria-required': true,
    'aria-invalid': Boolean(problems[name]),
    // Chromium does not expose `required` on a <select>: its description says so instead.
    'aria-describedby': problems[name] ? `${id}-${name}-error` : name === 'service' ? `${id}-required` : undefined,
  });
  const problem = (name: Field) =>
    problems[name] && (
      <p id={`${id}-${name}-error`} className="text-danger mt-1.5 flex items-start gap-1.5 text-sm font-medium">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {t(problems[name])}
      </p>
    );
  const labelled = (name: Field, control: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {t(`form.${name}`)}
      </label>
      {control}
      {problem(name)}
    </div>
  );

  return (
    // noValidate: the browser still checks `required` and `type`, but the page explains what is wrong, in its own language.
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-describedby={`${id}-required`} data-testid="contact-form">
      <p id={`${id}-required`} className="text-muted text-sm">
        {t('form.required')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {labelled(
          'firstName',
          // oxlint-disable-next-line jsx-a11y/autocomplete-valid -- "given-name" is an HTML autofill token; the rule's list lacks it
          <input {...field('firstName')} type="text" autoComplete="given-name" maxLength={limits.firstName} className={inputClass} />,
        )}
        {labelled(
          'lastName',
          // oxlint-disable-next-line jsx-a11y/autocomplete-valid -- "family-name" is an HTML autofill token; the rule's list lacks it
          <input {...field('lastName')} type="text" autoComplete="family-name" maxLength={limits.lastName} className={inputClass} />,
        )}
      </div>
      {labelled('email', <input {...field('email')} type="email" autoComplete="email" maxLength={limits.email} className={inputClass} />)}
      {labelled(
        'service',
        <select {...field('service')} className={inputClass}>
          <option value="" disabled>
            {t('form.servicePlaceholder')}
          </option>
          {options.map(({ value, title }) => (
            <option key={value} value={value}>
              {title}
            </option>
          ))}
        </select>,
      )}
      {labelled(
        'message',
        <textarea {...field('message')} rows={5} maxLength={limits.message} placeholder={t('form.messagePlaceholder')} className={inputClass} />,
      )}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('form.honeypot')}</label>
        <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {/* aria-disabled, not disabled, while sending: a disabled button would drop the focus it holds. */}
      <button
        type="submit"
        aria-disabled={sending}
        className={clsx(buttonStyles.primary, 'w-full aria-disabled:cursor-wait aria-disabled:opacity-70 sm:w-auto')}
      >
        <Send className="h-4 w-4" aria-hidden="true" />
        {sending ? t('form.sending') : t('form.submit')}
      </button>
      <div ref={outcome} tabIndex={-1} aria-live="polite" aria-atomic="true" className="outline-none">
        {status.kind === 'success' && (
          <p
            role="status"
            className="border-success/40 bg-success/10 text-success flex gap-2.5 rounded-lg border p-4 text-sm font-medium"
            data-testid="form-success"
          >
            <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
            {t('messages.success')}
          </p>
        )}
        {status.kind === 'error' && (
          <div
            role="alert"
            className="border-danger/40 bg-danger/10 text-danger flex gap-2.5 rounded-lg border p-4 text-sm"
            data-testid="form-error"
            data-failure={status.failure}
          >
            <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-medium">{t(`messages.${status.failure}`)}</p>
              <p className="mt-1">
                {t('messages.alternative')}{' '}
                <a href={`mailto:${site.email}`} className="font-semibold underline">
                  {site.email}
                </a>
              </p>
            </div>
          </div>
        )}
      </div>
      <noscript>
        <p className="border-border bg-surface rounded-lg border p-4 text-sm">
          {t('form.noscript')}{' '}
          <a href={`mailto:${site.email}`} className="text-accent font-semibold underline">
            {site.email}
          </a>
        </p>
      </noscript>
    </form>
  );
}
