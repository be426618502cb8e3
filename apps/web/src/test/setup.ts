import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load their route modules and catalogs lazily: on a busy 2-core machine that can take
// longer than Testing Library's default 1 s wait, and a test then fails for no reason of its own.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => cleanup());
