import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageNames, languages } from '~/i18n/languages';
import { problemLine } from './collection';
import { checkCompanyFacts, companyFile } from './company';
import { shuffled } from './shuffled';

const written = readFileSync('tests/fixture-site/app/data/content/company.json', 'utf8');
/** The fixture's facts, a picture's description in a language the fixture has no words for given the English ones. */
const good = (() => {
  const facts = JSON.parse(written) as { clients: { description?: Record<string, string> }[]; board: { description?: Record<string, string> }[] };
  for (const { description } of [...facts.clients, ...facts.board]) if (description) for (const l of languages) description[l] ??= description.en!;
  return JSON.stringify(facts, null, 2);
})();
const lines = (text: string) => checkCompanyFacts(text).problems.map(problemLine);
const withFacts = (change: (facts: Record<string, unknown>) => void) => {
  const facts = JSON.parse(good) as Record<string, unknown>;
  change(facts);
  return JSON.stringify(facts, null, 2);
};

describe('the company’s facts file, as the build checks it', () => {
  it('accepts the facts as the content manager writes them', () => {
    expect(lines(good)).toEqual([]);
    expect(checkCompanyFacts(good).facts?.founded).toBe(2014);
  });

  it('names the file and the field of each wrong value, with no language: a fact is entered once', () => {
    const text = withFacts((f) => {
      f.email = 'hello.example.com';
      (f.phones as Record<string, string>).us = '202-555-0143';
      f.whatsapp = 'http://wa.me/2348000000000';
      f.team = 12.5;
      delete f.brand;
      f.fax = '+1 202 555 0100';
    });
    expect(lines(text)).toEqual([
      'app/data/content/company.json: brand: is missing',
      'app/data/content/company.json: team: must be a whole number',
      'app/data/content/company.json: email: must be an e-mail address, like hello@company.com',
      'app/data/content/company.json: phones.us: must be a phone number in international form: + and the country code, digits and spaces, like +1 202 555 0143',
      'app/data/content/company.json: whatsapp: must be a full https:// address',
      'app/data/content/company.json: fax: is not a company fact',
    ]);
  });

  it('a logo or a photograph is described in every language; a logo may be an SVG, a photograph may not', () => {
    const text = withFacts((f) => {
      const [client] = f.clients as Record<string, unknown>[];
      client!.logo = '/media/uploads/afriwok.svg';
      client!.description = { en: 'Afriwok', fr: 'Afriwok', es: ' ' };
      const [, member] = f.board as Record<string, unknown>[];
      member!.photo = '/media/uploads/robert.svg';
    });
    expect(lines(text)).toEqual(['app/data/content/company.json: board.1.photo: must be a PNG, JPEG, WebP or AVIF image uploaded to /media/uploads/']);
    const described = text.replace('/media/uploads/robert.svg', '/media/uploads/robert.png');
    expect(lines(described)).toEqual([
      ...languages
        .filter((lang) => lang !== 'en' && lang !== 'fr')
        .map(
          (lang) =>
            `app/data/content/company.json: clients.0.description.${lang}: is needed with the logo of client 1 (Afriwok): say what it shows, in ${languageNames[lang]}`,
        ),
      ...languages.map(
        (lang) =>
          `app/data/content/company.json: board.1.description.${lang}: is needed with the photograph of board member 2 (Robert Hayes): say what it shows, in ${languageNames[lang]}`,
      ),
    ]);
  });

  it('refuses a client mark the site has not drawn, and a legal date that is not a calendar day', () => {
    const text = withFacts((f) => {
      (f.clients as { mark: string }[])[0]!.mark = 'star';
      (f.legalUpdated as Record<string, string>)['privacy-policy'] = '2025-02-30';
    });
    expect(lines(text)).toEqual([
      'app/data/content/company.json: legalUpdated.privacy-policy: must be a real calendar date written YYYY-MM-DD (got "2025-02-30")',
      'app/data/content/company.json: clients.0.mark: must be one of "rings", "crystal", "crest", "wings", "cross", "gate", "sun"',
    ]);
  });

  it('gives a syntax error its line and column', () => {
    expect(lines(written.replace('"legalName"', '"legalName" "'))).toEqual([
      expect.stringMatching(/^app\/data\/content\/company\.json: \(file\): is not valid JSON at line 3, column \d+: .*mend it in a text editor/),
    ]);
  });
});

describe('the company’s facts file, as the content manager writes it', () => {
  it('is the file as it is, whatever order the editor holds the keys in', () => {
    expect(companyFile(shuffled(JSON.parse(written)))).toBe(written);
  });

  it('changes one line for one changed value', () => {
    const facts = shuffled(JSON.parse(written)) as { phones: { us: string } };
    facts.phones.us = '+1 415 555 0199';
    const [before, after] = [written.split('\n'), companyFile(facts).split('\n')];
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, i) => line !== before[i])).toEqual(['    "us": "+1 415 555 0199",']);
  });
});
