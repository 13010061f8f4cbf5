// Test setup: unmount rendered components after each test, and stand in for what jsdom does not implement.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
// react-router's ScrollRestoration scrolls on navigation; jsdom has no layout to scroll.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
