import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import { cnWithConflictCheck } from './class-conflicts';

vi.mock('@/lib/utils', () => ({ cn: cnWithConflictCheck }));

afterEach(() => cleanup());
