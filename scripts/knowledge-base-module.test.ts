import { readFileSync } from 'node:fs';

import { KNOWLEDGE_BASE_MODULE_PATH, renderKnowledgeBaseModule } from './knowledge-base-module';

describe('the edge functions’ copy of the knowledge base', () => {
  it('is up to date with src/content/knowledge-base.ts (run `npm run gen:kb` if this fails)', () => {
    expect(readFileSync(KNOWLEDGE_BASE_MODULE_PATH, 'utf8')).toBe(renderKnowledgeBaseModule());
  });
});
