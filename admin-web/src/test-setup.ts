// Test setup: unmount rendered components after each test, and stand in for what jsdom does not implement.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(cleanup);
// Screens load on demand; on a busy two-core machine (CI runs every suite at once) that can take longer than
// testing-library's default second, so findBy* and waitFor wait up to five, as in the member app.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
// react-router's ScrollRestoration scrolls on navigation; jsdom has no layout to scroll.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
