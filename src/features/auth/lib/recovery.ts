/** True when the page was opened from a password-reset e-mail (implicit flow puts it in the hash). */
export function arrivedFromResetLink(): boolean {
  return typeof window !== 'undefined' && /(^|[#&])type=recovery(&|$)/.test(window.location.hash);
}

/** An error the auth server put into the redirect (e.g. an expired reset link). */
export function redirectError(): string | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return params.get('error_description');
}
