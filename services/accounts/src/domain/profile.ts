// A member's profile rules (what she may change, the four profile steps, the gender confirmation) live in
// @golightly/account-rules, shared with the member app's profile form; here only how the users table stores a step.
import type { ProfileSteps } from '@golightly/account-rules/profile';

export * from '@golightly/account-rules/profile';

/** The users table stores a completed step as 'completed' and an open one as null (migration 0003). */
export function stepColumns(steps: ProfileSteps): Record<'step1' | 'step2' | 'step3' | 'step4', 'completed' | null> {
  const value = (done: boolean) => (done ? ('completed' as const) : null);
  return { step1: value(steps.step1), step2: value(steps.step2), step3: value(steps.step3), step4: value(steps.step4) };
}
