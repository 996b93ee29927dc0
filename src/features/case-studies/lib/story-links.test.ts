import { describe, expect, it } from 'vitest';

import { linkStories } from './story-links';

const stories = [
  { client: 'Brenner Maschinenbau GmbH', title: 'Quotes' },
  { client: 'Velanta Versicherung AG', title: 'Onboarding' },
];

describe('linkStories', () => {
  it('links each story to the published case study of its client, by its slug', () => {
    expect(
      linkStories(stories, [
        { slug: 'v-1', client: 'Velanta Versicherung AG' },
        { slug: 'b-7', client: 'Brenner Maschinenbau GmbH' },
      ]),
    ).toEqual([
      { ...stories[0], href: '/case-studies/b-7' },
      { ...stories[1], href: '/case-studies/v-1' },
    ]);
  });

  it('leaves out a story whose client has no published case study', () => {
    expect(linkStories(stories, [{ slug: 'v-1', client: 'Velanta Versicherung AG' }])).toEqual([
      { ...stories[1], href: '/case-studies/v-1' },
    ]);
    expect(linkStories(stories, [])).toEqual([]);
  });

  it('matches the client regardless of case and spacing, and takes the first in display order', () => {
    expect(
      linkStories(
        [stories[0] ?? { client: '', title: '' }],
        [
          { slug: 'first', client: '  brenner   maschinenbau gmbh ' },
          { slug: 'second', client: 'Brenner Maschinenbau GmbH' },
        ],
      ),
    ).toEqual([{ ...stories[0], href: '/case-studies/first' }]);
  });
});
