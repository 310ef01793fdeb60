import { describe, expect, it } from 'vitest';
import { mergeItem } from './merge';

const base = {
  en: { title: 'DevOps Engineer', summary: 'Run our platform.', phones: { us: '+1', ng: '+234' }, tools: ['Git'] },
  fr: { title: 'Ingénieur DevOps' },
};

describe('two people’s changes to one item, field by field', () => {
  it('takes what each changed alone, in any language, at any depth', () => {
    const ours = { ...base, en: { ...base.en, summary: 'Run the platform.' } };
    const theirs = { en: { ...base.en, phones: { us: '+1', ng: '+234 1' } }, fr: { title: 'Ingénieure DevOps' } };
    const { merged, taken, conflicts } = mergeItem(base, ours, theirs);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual({ en: { ...base.en, summary: 'Run the platform.', phones: { us: '+1', ng: '+234 1' } }, fr: { title: 'Ingénieure DevOps' } });
    expect(taken).toEqual(['en:phones.ng', 'fr:title']);
  });

  it('names each field both changed differently, with both values, and keeps ours there; the same change is no conflict', () => {
    const ours = { en: { ...base.en, summary: 'Ours.', tools: ['Git', 'Go'] }, fr: { title: 'Même titre' } };
    const theirs = { en: { ...base.en, summary: 'Theirs.', tools: ['Git', 'Rust'] }, fr: { title: 'Même titre' } };
    const { merged, conflicts } = mergeItem(base, ours, theirs);
    expect(conflicts).toEqual([
      { lang: 'en', field: 'summary', ours: 'Ours.', theirs: 'Theirs.' },
      { lang: 'en', field: 'tools', ours: ['Git', 'Go'], theirs: ['Git', 'Rust'] },
    ]);
    expect(merged.en).toMatchObject({ summary: 'Ours.', tools: ['Git', 'Go'] });
    expect(merged.fr).toEqual({ title: 'Même titre' });
  });

  it('a field one side added and the other left alone is taken; one removed by one side alone stays removed', () => {
    const ours = { en: { ...base.en, roleSummary: 'New.' }, fr: base.fr };
    const { summary: _, ...withoutSummary } = base.en;
    const theirs = { en: withoutSummary, fr: base.fr };
    expect(mergeItem(base, ours, theirs).merged.en).toEqual({ ...withoutSummary, roleSummary: 'New.' });
  });
});
