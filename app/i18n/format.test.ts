import { describe, expect, it } from 'vitest';
import { dateTexts, formatDate } from './format';

describe('dateTexts', () => {
  it('writes every calendar date in a page’s data, however deep, in the page’s language', () => {
    const data = { item: { published: '2025-05-17', text: { body: ['2025-05-17 is not a date field'] } }, jobs: [{ applicationDeadline: '2026-01-31' }] };
    expect(dateTexts(data, 'de')).toEqual({ '2025-05-17': formatDate('2025-05-17', 'de'), '2026-01-31': formatDate('2026-01-31', 'de') });
    expect(dateTexts(data, 'de')['2025-05-17']).toBe('17. Mai 2025');
  });

  it('leaves out what is not a date', () => {
    expect(dateTexts({ title: 'Orvane', count: 3, at: '2025-05-17T10:00:00Z', none: null }, 'en')).toEqual({});
  });
});
