let resetLinkOpened = false;

/**
 * True when the page was opened from a password-reset e-mail (the implicit flow puts the marker in
 * the URL hash). Remembered for the page's lifetime: the Supabase client removes the link's tokens
 * from the URL once it has read them, which makes the router load the route again.
 */
export function arrivedFromResetLink(): boolean {
  if (typeof window !== 'undefined' && /(^|[#&])type=recovery(&|$)/.test(window.location.hash)) {
    resetLinkOpened = true;
  }
  return resetLinkOpened;
}

/** The new password is saved: the reset link has done its job. */
export function forgetResetLink(): void {
  resetLinkOpened = false;
}

/** An error the auth server put into the redirect (e.g. an expired reset link). */
export function redirectError(): string | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return params.get('error_description');
}
