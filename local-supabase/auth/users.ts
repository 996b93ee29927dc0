/** Rows of `auth.users` and the user object GoTrue answers with. */
import { type Tx } from '../db';

export type UserRecord = {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: string;
  updated_at: string;
};

export async function findUser(
  tx: Tx,
  where: string,
  param: string,
): Promise<UserRecord | undefined> {
  const rows = await tx.query<{ j: string }>(
    `select row_to_json(u)::text as j from auth.users u where ${where} limit 1`,
    [param],
  );
  return rows[0] ? (JSON.parse(rows[0].j) as UserRecord) : undefined;
}

export function userJson(user: UserRecord): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: user.email_confirmed_at ?? undefined,
    phone: '',
    confirmed_at: user.email_confirmed_at ?? undefined,
    confirmation_sent_at: user.confirmation_sent_at ?? undefined,
    recovery_sent_at: user.recovery_sent_at ?? undefined,
    last_sign_in_at: user.last_sign_in_at ?? undefined,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          email: user.email,
          email_verified: !!user.email_confirmed_at,
          sub: user.id,
        },
        provider: 'email',
        last_sign_in_at: user.last_sign_in_at ?? user.created_at,
        created_at: user.created_at,
        updated_at: user.updated_at,
        email: user.email,
      },
    ],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
}
