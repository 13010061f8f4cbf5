// Waits for something that arrives asynchronously (an event applied by the consumer), polling every 100 ms.
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing arrived within ${timeoutMs} ms`);
}
