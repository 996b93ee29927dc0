/**
 * Who may write the case-studies bucket: anon and signed-in users neither upload nor remove (not
 * even by a single-object DELETE); the admin uploads and removes; everyone reads the public URL —
 * through the unmodified supabase-js against the running stack, so what is asserted is what the
 * storage policies enforce. `npm run test:postgres` (CI) runs it against PostgreSQL servers too.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { ANON_KEY } from '../config';
import { must } from '../http';
import { adminClient, apiUrl, client, type Client, newUser, PNG_BYTES } from './helpers';

let anon: Client;
let user: Awaited<ReturnType<typeof newUser>>;
let admin: Client;

beforeAll(async () => {
  anon = client();
  user = await newUser('storage-security');
  admin = await adminClient();
});

async function accessToken(c: Client): Promise<string> {
  return must((await c.auth.getSession()).data.session).access_token;
}

describe('storage bucket case-studies', () => {
  const bucket = 'case-studies';
  const png = () => new Blob([PNG_BYTES], { type: 'image/png' });

  it('anon and non-admin users cannot upload', async () => {
    const a = await anon.storage.from(bucket).upload(`anon-${Date.now()}.png`, png());
    expect(a.error).not.toBeNull();
    expect((a.error as unknown as { statusCode?: string }).statusCode).toBe('403');
    const u = await user.supabase.storage.from(bucket).upload(`user-${Date.now()}.png`, png());
    expect((u.error as unknown as { statusCode?: string }).statusCode).toBe('403');
  });

  it('the admin uploads; everyone reads the public URL; only the admin removes', async () => {
    const name = `${Math.floor(Math.random() * 1e9)}.png`;
    const up = await admin.storage.from(bucket).upload(name, png());
    expect(up.error).toBeNull();
    expect(up.data?.path).toBe(name);
    expect(up.data?.fullPath).toBe(`${bucket}/${name}`);

    const { data: pub } = anon.storage.from(bucket).getPublicUrl(name);
    expect(pub.publicUrl).toBe(`${apiUrl()}/storage/v1/object/public/${bucket}/${name}`);
    const res = await fetch(pub.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG_BYTES);

    // A duplicate upload without upsert is refused.
    const dup = await admin.storage.from(bucket).upload(name, png());
    expect((dup.error as unknown as { statusCode?: string }).statusCode).toBe('409');

    const anonRemove = await anon.storage.from(bucket).remove([name]);
    expect(anonRemove.data).toEqual([]);
    const userRemove = await user.supabase.storage.from(bucket).remove([name]);
    expect(userRemove.data).toEqual([]);
    expect((await fetch(pub.publicUrl)).status).toBe(200);

    // A single-object DELETE by a caller the policies refuse leaves row and bytes alone.
    for (const key of [ANON_KEY, await accessToken(user.supabase)]) {
      const single = await fetch(`${apiUrl()}/storage/v1/object/${bucket}/${name}`, {
        method: 'DELETE',
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${key}` },
      });
      expect(single.ok).toBe(false);
      const still = await fetch(pub.publicUrl);
      expect(still.status).toBe(200);
      expect(Buffer.from(await still.arrayBuffer())).toEqual(PNG_BYTES);
    }

    const adminRemove = await admin.storage.from(bucket).remove([name]);
    expect(adminRemove.error).toBeNull();
    expect(adminRemove.data?.map((o) => o.name)).toEqual([name]);
    const gone = await fetch(pub.publicUrl);
    expect(gone.ok).toBe(false);
  });
});
