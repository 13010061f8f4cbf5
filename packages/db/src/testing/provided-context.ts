// What the global setup provides to every test file.
declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}
export {};
