export { AuthProvider, useAuth } from './components/auth-provider';
export { AuthPage } from './components/auth-page';
export { getSignedInUser } from './api/session';
export { getSessionState } from './api/session-state';
export { arrivedFromResetLink } from './lib/recovery';
