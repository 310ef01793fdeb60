import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A short hash of every catalogue file: changes whenever any translation does. Catalogue URLs carry it. */
export function localesVersion(dir = 'public/locales') {
  const hash = createHash('sha256');
  for (const lang of readdirSync(dir).sort())
    for (const file of readdirSync(join(dir, lang)).sort()) hash.update(`${lang}/${file}`).update(readFileSync(join(dir, lang, file)));
  return hash.digest('hex').slice(0, 10);
}
