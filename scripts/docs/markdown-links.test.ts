import { describe, expect, it } from 'vitest';
import { headingAnchors, headingSlug, relativeLinks } from './markdown-links.ts';

describe('relativeLinks', () => {
  it('finds relative links and their anchors, leaving out external ones', () => {
    const page = [
      'See [running](docs/running.md), [a part](docs/running.md#the-data-dir) and [here](#top).',
      'Not [the web](https://example.com) nor [mail](mailto:qa@example.com).',
      '[ref]: ARCHITECTURE.md',
    ].join('\n');
    expect(relativeLinks(page)).toEqual([
      { file: 'docs/running.md', line: 1 },
      { file: 'docs/running.md', anchor: 'the-data-dir', line: 1 },
      { file: '', anchor: 'top', line: 1 },
      { file: 'ARCHITECTURE.md', line: 3 },
    ]);
  });

  it('ignores links inside code blocks and code spans', () => {
    const page = ['```md', '[x](missing.md)', '```', 'Write `[x](missing.md)` for a link.'].join('\n');
    expect(relativeLinks(page)).toEqual([]);
  });

  it('reads a link whose text is code', () => {
    expect(relativeLinks('[`personas`](#personas)')).toEqual([{ file: '', anchor: 'personas', line: 1 }]);
  });
});

describe('headingAnchors', () => {
  it('slugs headings as GitHub does', () => {
    expect(headingSlug('Winners, customer service and help')).toBe('winners-customer-service-and-help');
    expect(headingSlug('`personas`')).toBe('personas');
    expect(headingSlug('Fuzzing & the auth matrix')).toBe('fuzzing--the-auth-matrix');
    expect(headingSlug('SIM_ANSWER_CACHE')).toBe('sim_answer_cache');
  });

  it('numbers repeated headings and skips headings in code blocks', () => {
    const page = ['# Keys', '## Keys', '```sh', '# not a heading', '```', '### Other'].join('\n');
    expect([...headingAnchors(page)]).toEqual(['keys', 'keys-1', 'other']);
  });
});
