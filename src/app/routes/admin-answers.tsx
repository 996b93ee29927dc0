import { AnswersPage } from '@/features/insights';

import { adminPageMeta, requireAdmin } from '../account';

export const meta = () => adminPageMeta('Antworten für den Assistenten', '/admin/answers');

/** Only admins see the page. */
export async function clientLoader() {
  await requireAdmin();
  return null;
}

export default function AdminAnswersRoute() {
  return <AnswersPage />;
}
