export { AdminPage, type AdminSession } from './components/admin-page';
