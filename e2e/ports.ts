/**
 * Kept for the specs that still import the run's settings from here: they are defined in
 * scripts/e2e-env.ts, which new code imports directly.
 */
export { E2E_BUILD_DIR } from '../scripts/e2e-env';
