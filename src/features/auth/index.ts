export { AuthProvider, useAuth } from './components/auth-provider';
export { AuthPage } from './components/auth-page';
export { getSessionState } from './api/session';
export { arrivedFromResetLink } from './lib/recovery';
