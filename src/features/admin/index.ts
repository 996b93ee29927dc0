export { AdminPage } from './components/admin-page';
export { adminCopy } from './copy';
export { getCaseStudyForPreview } from './api/get-case-study-for-preview';
