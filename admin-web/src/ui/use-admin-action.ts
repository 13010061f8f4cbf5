// Runs one admin change (delete, restore, approve, hold…) and says how it went in a toast: the screen's success text,
// or spec 000 §8's 'Oops, something went wrong' with the server's errorMessage (a refusal, or the gateway's error).
import { useCallback } from 'react';
import { ADMIN_TEXTS } from '../texts';
import { useToast } from './toasts';

/** What every people mutation answers: success, notFound or invalid, with the words for a refusal. */
export interface ActionOutcome {
  status: string;
  errorMessage?: string | null;
}

/** Resolves to whether the change was made; never rejects. */
export type RunAction = (change: () => Promise<ActionOutcome | null | undefined>, success: string) => Promise<boolean>;

export function useAdminAction(): RunAction {
  const toast = useToast();
  return useCallback<RunAction>(
    async (change, success) => {
      try {
        const outcome = await change();
        if (outcome?.status === 'success') {
          toast.success(success);
          return true;
        }
        toast.failure(outcome?.errorMessage || (outcome?.status === 'notFound' ? ADMIN_TEXTS.personGone : null));
      } catch (error) {
        toast.failure(error instanceof Error ? error.message : null);
      }
      return false;
    },
    [toast],
  );
}
