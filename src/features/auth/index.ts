export { AuthProvider, useAuth, type AuthState } from './components/auth-provider';
export { AuthPage } from './components/auth-page';
