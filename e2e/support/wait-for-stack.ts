// Global setup: wait until the gateway reports every subgraph ready, asked through the member app's own origin.
import type { FullConfig } from '@playwright/test';

export default async function waitForStack(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  const readyz = new URL('/readyz', baseURL).href;
  const deadline = Date.now() + 60_000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(readyz, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The stack behind ${baseURL} is not ready: ${readyz} answered ${last}`);
}
