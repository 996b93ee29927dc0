/** `npm run gen:kb`: writes the edge functions' copy of the assistant's knowledge base. */
import { writeFileSync } from 'node:fs';

import { KNOWLEDGE_BASE_MODULE_PATH, renderKnowledgeBaseModule } from './knowledge-base-module';

writeFileSync(KNOWLEDGE_BASE_MODULE_PATH, renderKnowledgeBaseModule());
console.log(`gen:kb: wrote ${KNOWLEDGE_BASE_MODULE_PATH}`);
