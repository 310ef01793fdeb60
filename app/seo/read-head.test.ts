import { describe, expect, it } from 'vitest';
import { unescapeHtml } from './read-head';

describe('unescapeHtml', () => {
  it('reverses the escapes React writes in attributes', () => {
    expect(unescapeHtml('R&amp;D &quot;x&quot; l&#x27;IA &lt;3 &#39;y&#39; &#233;')).toBe(`R&D "x" l'IA <3 'y' é`);
    expect(unescapeHtml('&amp;lt;')).toBe('&lt;');
  });
});
