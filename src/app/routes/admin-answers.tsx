import { AnswersPage } from '@/features/insights';

import { adminPageMeta, requireAdmin } from '../account';
import type { Route } from './+types/admin-answers';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta('Antworten für den Assistenten', '/admin/answers', matches);
}

/** Only admins see the page. */
export async function clientLoader() {
  await requireAdmin();
  return null;
}

export default function AdminAnswersRoute() {
  return <AnswersPage />;
}
