import { parseMarkdown, safeHref } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings, lists and paragraphs', () => {
    expect(
      parseMarkdown(['# Changelog', '', 'Notable changes,', 'newest first.', '', '## [1.0.0] - 2026-01-02 ##', '### Added', '- One', '- Two', '  goes on', '', '- Three', 'Lazily goes on', '', 'After.'].join('\n')),
    ).toEqual([
      { kind: 'heading', level: 1, content: [{ kind: 'text', text: 'Changelog' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Notable changes, newest first.' }] },
      { kind: 'heading', level: 2, content: [{ kind: 'text', text: '[1.0.0] - 2026-01-02' }] },
      { kind: 'heading', level: 3, content: [{ kind: 'text', text: 'Added' }] },
      {
        kind: 'list',
        items: [[{ kind: 'text', text: 'One' }], [{ kind: 'text', text: 'Two goes on' }], [{ kind: 'text', text: 'Three Lazily goes on' }]],
      },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'After.' }] },
    ]);
  });

  it('reads inline and reference links and drops the definitions', () => {
    const blocks = parseMarkdown(
      ['See [Keep a Changelog](https://keepachangelog.com/en/1.1.0/) and [the log][log].', '', '## [Unreleased]', '', '[unreleased]: https://example.com/compare', '[log]: /logs'].join('\n'),
    );
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: 'See ' },
          { kind: 'link', text: 'Keep a Changelog', href: 'https://keepachangelog.com/en/1.1.0/' },
          { kind: 'text', text: ' and ' },
          { kind: 'link', text: 'the log', href: '/logs' },
          { kind: 'text', text: '.' },
        ],
      },
      { kind: 'heading', level: 2, content: [{ kind: 'link', text: 'Unreleased', href: 'https://example.com/compare' }] },
    ]);
  });

  it('keeps brackets without a definition as text', () => {
    expect(parseMarkdown('## [0.1.0]')).toEqual([{ kind: 'heading', level: 2, content: [{ kind: 'text', text: '[0.1.0]' }] }]);
  });

  it('never links to scripts or data and keeps HTML as text', () => {
    expect(parseMarkdown('[click](javascript:alert(1)) [img](data:text/html,x) <script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: '[click](javascript:alert(1)) img <script>alert(1)</script>' }] },
    ]);
    expect(parseMarkdown('[click](javascript:void)')).toEqual([{ kind: 'paragraph', content: [{ kind: 'text', text: 'click' }] }]);
  });

  it('reads Windows line ends and an empty document', () => {
    expect(parseMarkdown('# A\r\n\r\n- b\r\n')).toEqual([
      { kind: 'heading', level: 1, content: [{ kind: 'text', text: 'A' }] },
      { kind: 'list', items: [[{ kind: 'text', text: 'b' }]] },
    ]);
    expect(parseMarkdown('')).toEqual([]);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://flyerdesk.example/notes', 'https://flyerdesk.example/notes'],
    ['http://example.com', 'http://example.com'],
    ['mailto:ops@example.com', 'mailto:ops@example.com'],
    ['/logs', '/logs'],
    ['#unreleased', '#unreleased'],
  ])('keeps %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', 'relative/path'])('drops %s', (href) => {
    expect(safeHref(href)).toBeUndefined();
  });
});
