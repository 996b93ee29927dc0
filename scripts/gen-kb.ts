/**
 * `npm run gen:kb`: writes the edge functions' copies of the site's content: the assistant's
 * knowledge base, and what the insights call its sources.
 */
import { writeFileSync } from 'node:fs';

import { KNOWLEDGE_BASE_MODULE_PATH, renderKnowledgeBaseModule } from './knowledge-base-module';
import { renderSourceLabelsModule, SOURCE_LABELS_MODULE_PATH } from './source-labels-module';

writeFileSync(KNOWLEDGE_BASE_MODULE_PATH, renderKnowledgeBaseModule());
console.log(`gen:kb: wrote ${KNOWLEDGE_BASE_MODULE_PATH}`);
writeFileSync(SOURCE_LABELS_MODULE_PATH, renderSourceLabelsModule());
console.log(`gen:kb: wrote ${SOURCE_LABELS_MODULE_PATH}`);
