import type { HistoryKind } from '@/lib/history/kind';

import { teamAnswerKeys } from './get-team-answers';

/** The team answers' history and trash: the assistant reads them live, and they have no files. */
export const answerHistory: HistoryKind = { itemType: 'team_answer', keys: teamAnswerKeys };
