import { readFileSync } from 'node:fs';

import { knowledgeBase } from '../src/content/knowledge-base';
import {
  pageTitles,
  renderSourceLabelsModule,
  SOURCE_LABELS_MODULE_PATH,
  sourceLabels,
} from './source-labels-module';

describe('the labels of the assistant’s sources', () => {
  it('are up to date with src/content (run `npm run gen:kb` if this fails)', () => {
    expect(readFileSync(SOURCE_LABELS_MODULE_PATH, 'utf8')).toBe(renderSourceLabelsModule());
  });

  it('name every knowledge entry by its topic and every quoted page by its title', () => {
    const labels = sourceLabels();
    expect(labels.pricing).toBe(knowledgeBase.find((entry) => entry.id === 'pricing')?.topic);
    // An entry led by a FAQ entry, whose question lives in the database, by its id.
    expect(labels['faq-time-to-live']).toBe('FAQ: time to live');
    expect(labels['page:/#faq']).toBe('Frequently asked questions');
    expect(labels['page:/ai-agents']).toBe(pageTitles['/ai-agents']);
    expect(Object.values(labels).every((label) => label.length > 0 && label.length <= 200)).toBe(
      true,
    );
    expect(Object.keys(labels)).toHaveLength(knowledgeBase.length + Object.keys(pageTitles).length);
  });
});
