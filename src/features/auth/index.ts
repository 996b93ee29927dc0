export { AuthProvider, useAuth, type AuthState } from './components/auth-provider';
export { AuthPage } from './components/auth-page';
export { getSessionState, type SessionState } from './api/session';
export { arrivedFromResetLink } from './lib/recovery';
