/**
 * Sending an enquiry through EmailJS, and turning every way it can fail into
 * one of a few outcomes the form can explain. The library is loaded only
 * when the visitor sends, so it costs nothing on page load.
 */
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
/** EmailJS's own client-side throttle: one message per 10 s from a browser. */
const THROTTLE_MS = 10_000;

/** Maps whatever EmailJS (or the network) threw to an outcome. */
export function classifyFailure(error: unknown): SendFailure {
  if (error instanceof Error && error.message === 'timeout') return 'timeout';
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : NaN;
  if (status === 429) return 'throttled';
  if (status === 403 || status === 451) return 'blocked';
  if (status === 0 || error instanceof TypeError) return 'network';
  return 'failed';
}

/** The EmailJS ids of the deployment (the contact page's alone: `siteDefines`). */
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
