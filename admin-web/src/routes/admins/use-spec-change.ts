// Runs one of spec 000 §7's admin changes (save or delete an admin or a role, which answer status 200 on success) and
// says how it went in §8's toasts: the screen's success text, or 'Oops, something went wrong' with the server's
// errorMessage (a refusal, or the gateway's error), which a form also keeps to show above its buttons.
import { useCallback } from 'react';
import { messageOf } from '../../ui/form-layout';
import { useToast } from '../../ui/toasts';

/** What those mutations answer. */
export interface SpecResult {
  status: number;
  errorMessage?: string | null;
}

export type SpecOutcome = { ok: true } | { ok: false; problem: string | null };

/** Resolves to the outcome; never rejects. */
export type RunSpecChange = (
  change: () => Promise<SpecResult | null | undefined>,
  success: string,
) => Promise<SpecOutcome>;

export function useSpecChange(): RunSpecChange {
  const toast = useToast();
  return useCallback<RunSpecChange>(
    async (change, success) => {
      let problem: string | null;
      try {
        const result = await change();
        if (result?.status === 200) {
          toast.success(success);
          return { ok: true };
        }
        problem = result?.errorMessage ?? null;
      } catch (error) {
        problem = messageOf(error);
      }
      toast.failure(problem);
      return { ok: false, problem };
    },
    [toast],
  );
}
