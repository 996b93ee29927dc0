/**
 * `npm run db:reset`: drops everything and re-applies bootstrap, migrations and seed, then creates
 * the admin user. Talks to the running stack if there is one (PGlite allows one process only);
 * otherwise a PGlite data folder is recreated from scratch.
 */
import { adminCredentials, SERVICE_ROLE_KEY } from '../config';
import { openDatabase } from '../server';
import { ensureAdmin, setupDatabase } from '../setup';
import { isRunning, localApiUrl } from './common';

const apiUrl = localApiUrl();
let report: { applied: string[]; seeded: boolean };
if (await isRunning(apiUrl)) {
  const res = await fetch(`${apiUrl}/__local/reset`, {
    method: 'POST',
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  if (!res.ok) throw new Error(`Reset failed: ${res.status} ${await res.text()}`);
  report = (await res.json()) as typeof report;
} else {
  const { db, label } = await openDatabase({ reset: true });
  console.log(`Reset ${label}`);
  report = await setupDatabase(db);
  await ensureAdmin(db, adminCredentials());
  await db.close();
}
console.log(`Applied ${report.applied.length} migration(s): ${report.applied.join(', ')}`);
console.log(report.seeded ? 'Seeded supabase/seed.sql' : 'No seed applied');
console.log(`Admin user: ${adminCredentials().email}`);
