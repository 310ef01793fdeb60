import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { themeTokens, withOpacity } from './theme-tokens';

const sheet = readFileSync('app/styles/app.css', 'utf8');
let root = '';
const withSheet = (css: string) => {
  root = mkdtempSync(join(tmpdir(), 'theme-tokens-'));
  mkdirSync(join(root, 'app', 'styles'), { recursive: true });
  writeFileSync(join(root, 'app', 'styles', 'app.css'), css);
  return root;
};
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('reads each theme’s colours from app/styles/app.css, so a new accent there is the accent everywhere', () => {
  const accent = /--accent: (#[0-9a-f]{6});/.exec(sheet)![1]!;
  expect(themeTokens().light.accent).toBe(accent);
  expect(themeTokens(withSheet(sheet.replace(`--accent: ${accent};`, '--accent: #b4237a;'))).light.accent).toBe('#b4237a');
  expect(themeTokens().dark.accent).not.toBe(accent);
});

it('refuses a token the head, the manifest or the cards cannot paint with, naming it', () => {
  expect(() => themeTokens(withSheet(sheet.replace(/--accent: #[0-9a-f]{6};/, '--accent: blue;')))).toThrow(
    'app/styles/app.css: --accent of the light theme must be a colour as #rrggbb',
  );
});

it('writes a colour at an opacity', () => {
  expect(withOpacity('#7ea3ff', 0.5)).toBe('rgba(126, 163, 255, 0.50)');
});
