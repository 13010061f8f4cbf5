// Progress lines for people watching `npm start`.
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number) => (text: string) => (useColour ? `\x1b[${code}m${text}\x1b[0m` : text);
export const bold = paint(1);
export const dim = paint(2);
export const green = paint(32);
export const red = paint(31);
export const cyan = paint(36);

const started = Date.now();
const elapsed = () => dim(`${((Date.now() - started) / 1000).toFixed(1).padStart(5)}s`);

export const step = (message: string) => console.log(`${elapsed()}  ${message}`);
export const ok = (message: string) => console.log(`${elapsed()}  ${green('✓')} ${message}`);
export const fail = (message: string) => console.error(`${elapsed()}  ${red('✗')} ${message}`);
