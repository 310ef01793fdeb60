import { describe, expect, it, vi } from 'vitest';
import { classifyFailure, failureOf, isConfigured, sendEnquiry } from '~/lib/send-enquiry';

const enquiry = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.org', service: 'cloud-services', message: 'Hello' };

describe('isConfigured', () => {
  it('needs all three EmailJS ids', () => {
    expect(isConfigured({ serviceId: 's', templateId: 't', publicKey: 'k' })).toBe(true);
    expect(isConfigured({ serviceId: 's', templateId: '', publicKey: 'k' })).toBe(false);
    expect(isConfigured({ serviceId: '', templateId: '', publicKey: '' })).toBe(false);
  });
});

describe('sendEnquiry without configuration', () => {
  it('refuses at once, sends nothing, and says why', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const error = await sendEnquiry(enquiry, { serviceId: '', templateId: '', publicKey: '' }).catch((e: unknown) => e);
    expect(failureOf(error)).toBe('notConfigured');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});

describe('classifyFailure', () => {
  it.each([
    [{ status: 429, text: 'Too Many Requests' }, 'throttled'],
    [{ status: 403, text: 'Forbidden' }, 'blocked'],
    [{ status: 451, text: 'Unavailable For Headless Browser' }, 'blocked'],
    [{ status: 0, text: 'Network Error' }, 'network'],
    [new TypeError('Failed to fetch'), 'network'],
    [new Error('timeout'), 'timeout'],
    [{ status: 400, text: 'The template ID is invalid' }, 'failed'],
    [{ status: 500, text: 'Internal Server Error' }, 'failed'],
    ['something odd', 'failed'],
  ] as const)('%o → %s', (error, outcome) => {
    expect(classifyFailure(error)).toBe(outcome);
  });
});
