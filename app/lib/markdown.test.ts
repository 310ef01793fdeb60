import { describe, expect, it } from 'vitest';
import { articleHtml, leftOut, markdownHtml, siteLinks } from './markdown';

describe('markdownHtml: what an owner writes in an article, as the page shows it', () => {
  it('emphasis, links, lists and subheadings', () => {
    expect(markdownHtml('Cloud bills **grow** *quietly*: see [our review](https://example.org/review).')).toBe(
      '<p>Cloud bills <strong>grow</strong> <em>quietly</em>: see <a href="https://example.org/review" rel="noopener noreferrer" target="_blank">our review</a>.</p>',
    );
    expect(markdownHtml('- tag\n- review')).toBe('<ul>\n<li>tag</li>\n<li>review</li>\n</ul>');
    expect(markdownHtml('1. first\n2. second')).toBe('<ol>\n<li>first</li>\n<li>second</li>\n</ol>');
    // The section's title is the h2: subheadings are h3 and h4.
    expect(markdownHtml('## Costs\n\n#### Storage')).toBe('<h3>Costs</h3>\n<h4>Storage</h4>');
    // A link inside the site stays in the tab; a pasted address becomes a link.
    expect(markdownHtml('[Contact us](/contactus) or https://example.org')).toBe(
      '<p><a href="/contactus">Contact us</a> or <a href="https://example.org" rel="noopener noreferrer" target="_blank">https://example.org</a></p>',
    );
  });

  it('no script, frame, raw HTML, image or javascript: link reaches the page', () => {
    const html = markdownHtml(
      'Hi <script>alert(1)</script> <iframe src="https://evil.example"></iframe> <img src=x onerror="alert(1)"> [x](javascript:alert(1)) ![p](https://evil.example/p.png) <b onclick="alert(1)">b</b>',
    );
    expect(html).not.toMatch(/<script|<iframe|<img|onerror|onclick|javascript:|<b\b/i);
    expect(html).toContain('<a>x</a>');
  });
});

describe('leftOut: what the preview tells an owner the page leaves out', () => {
  it('names HTML typed as such, pictures and links the page does not follow; says nothing of what the page shows', () => {
    expect(
      leftOut('Never <script>alert(1)</script> [this](javascript:alert(1)) ![a chart](https://example.org/chart.png) or [mail](mailto:hr@example.com).'),
    ).toEqual(['the HTML “<script>”', 'the HTML “</script>”', 'the link to “javascript:alert(1)” (its words stay)', 'the picture “a chart”']);
    expect(leftOut('**Bold**, [a page](/about), [a site](https://example.org), `<b>` as code, and 3 < 4.')).toEqual([]);
  });
});

describe('articleHtml', () => {
  it('makes the introduction, each section’s paragraphs and the conclusion HTML; leaves the rest as it is', () => {
    const text = { title: '**T**', intro: ['*a*'], sections: [{ title: 'S', paragraphs: ['**b**'], points: ['*c*'] }], conclusion: ['d'] };
    expect(articleHtml(text)).toEqual({
      title: '**T**',
      intro: ['<p><em>a</em></p>'],
      sections: [{ title: 'S', paragraphs: ['<p><strong>b</strong></p>'], points: ['*c*'] }],
      conclusion: ['<p>d</p>'],
    });
  });

  it('a link to a page of the site leads to it in the text’s language; one to another site, or to a part of the page, as written', () => {
    expect(markdownHtml('See [services](/services), [a site](https://example.org/a) and [the top](#top).', 'fr')).toBe(
      '<p>See <a href="/fr/services">services</a>, <a href="https://example.org/a" rel="noopener noreferrer" target="_blank">a site</a> and <a href="#top">the top</a>.</p>',
    );
    expect(siteLinks('See [services](/services), [a site](https://example.org/a) and [French news](/fr/news).')).toEqual(['/services', '/fr/news']);
  });
});
