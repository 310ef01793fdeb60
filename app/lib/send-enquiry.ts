/** Sends an enquiry through EmailJS, loaded only when the visitor sends, and maps every failure to an outcome the form can explain. */
import { unbundledSite } from '~/config/site';

export interface Enquiry {
  firstName: string;
  lastName: string;
  email: string;
  service: string;
  message: string;
}

export type SendFailure = 'notConfigured' | 'throttled' | 'blocked' | 'network' | 'timeout' | 'failed';

const SEND_TIMEOUT_MS = 15_000;
/** EmailJS's own client-side throttle per browser. */
const THROTTLE_MS = 10_000;

export function classifyFailure(error: unknown): SendFailure {
  if (error instanceof Error && error.message === 'timeout') return 'timeout';
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : NaN;
  if (status === 429) return 'throttled';
  if (status === 403 || status === 451) return 'blocked';
  if (status === 0 || error instanceof TypeError) return 'network';
  return 'failed';
}

/** The deployment's EmailJS ids (only the contact page's bundle has them). */
const emailjs = typeof __SITE_EMAILJS__ !== 'undefined' ? __SITE_EMAILJS__ : unbundledSite().emailjs;

export const isConfigured = (ids = emailjs) => Boolean(ids.serviceId && ids.templateId && ids.publicKey);

export async function sendEnquiry(enquiry: Enquiry, ids = emailjs, timeoutMs = SEND_TIMEOUT_MS): Promise<void> {
  if (!isConfigured(ids)) throw Object.assign(new Error('not configured'), { outcome: 'notConfigured' as const });
  const { send } = await import('@emailjs/browser');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
  });
  try {
    await Promise.race([
      send(
        ids.serviceId,
        ids.templateId,
        { ...enquiry },
        { publicKey: ids.publicKey, blockHeadless: true, limitRate: { id: 'contact-form', throttle: THROTTLE_MS } },
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function failureOf(error: unknown): SendFailure {
  if (typeof error === 'object' && error !== null && (error as { outcome?: string }).outcome === 'notConfigured') return 'notConfigured';
  return classifyFailure(error);
}
