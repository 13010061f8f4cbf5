// Waits for something that arrives asynchronously (an event applied, a row written), polling every 200 ms.
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing arrived within ${timeoutMs} ms`);
}
