/** The colour tokens of app/styles/app.css, light and dark: what the head, the manifest and the sharing cards paint with. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';

export interface ThemeTokens {
  light: Record<string, string>;
  dark: Record<string, string>;
}

const THEMES: Record<string, keyof ThemeTokens> = { ':root': 'light', "[data-theme='dark']": 'dark' };

/** Each theme's custom properties (`--accent: #1d4ed8` as `accent: '#1d4ed8'`), read with PostCSS. */
export function themeTokens(root = process.cwd()): ThemeTokens {
  const tokens: ThemeTokens = { light: {}, dark: {} };
  postcss.parse(readFileSync(join(root, 'app', 'styles', 'app.css'), 'utf8')).walkRules((rule) => {
    const theme = THEMES[rule.selector];
    if (theme) rule.walkDecls(/^--/, (declaration) => void (tokens[theme][declaration.prop.slice(2)] = declaration.value));
  });
  for (const theme of ['light', 'dark'] as const)
    for (const name of ['accent', 'bg', 'fg', 'muted', 'on-accent'])
      if (!/^#[0-9a-f]{6}$/i.test(tokens[theme][name] ?? ''))
        throw new Error(`app/styles/app.css: --${name} of the ${theme} theme must be a colour as #rrggbb`);
  return tokens;
}

/** A `#rrggbb` colour at an opacity, as `rgba(…)`. */
export const withOpacity = (hex: string, opacity: number) =>
  `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')}, ${opacity.toFixed(2)})`;
