// The admin's settings screens (site, search, service fees): the screen reads the stored settings afresh (another
// admin may have saved since), says when it is loading or could not, and gives the form the stored values; a save
// sends, and the server's answer either is the new stored settings (a 'saved' toast) or marks each bad field with its
// message (spec 000 §8's failure toast with the server's words). Only the form's fields differ from screen to screen.
//
//   <SettingsScreen screen={screen} lead={…} headingId="search-settings-heading" read={useQuery(…)}>
//     {(data) => <SearchSettingsForm stored={data.searchSettings} />}
//   </SettingsScreen>
//   const save = useSettingsSave();
//   void save({ send: async () => …, saved: ADMIN_TEXTS.searchSettingsSaved, onSaved, onRefused });
import type { ReactNode } from 'react';
import { PageTitle } from '../layout/page-title';
import type { AdminScreenProps } from '../routes/admin-screen';
import { ADMIN_TEXTS } from '../texts';
import { messageOf } from './form-layout';
import formStyles from './form.module.css';
import pageStyles from './page.module.css';
import { useToast } from './toasts';

export function SettingsScreen<D>({
  screen,
  headingId,
  lead,
  read,
  unavailable = ADMIN_TEXTS.listUnavailable,
  children,
}: Pick<AdminScreenProps, 'screen'> & {
  headingId: string;
  lead: string;
  read: { data?: D; error?: unknown; refetch: () => Promise<unknown> };
  /** What is said when the settings could not be read. */
  unavailable?: string;
  children: (data: D) => ReactNode;
}) {
  const { data, error, refetch } = read;
  return (
    <article className={pageStyles.narrow} aria-labelledby={headingId}>
      <PageTitle title={screen.title} />
      <h1 id={headingId}>{screen.title}</h1>
      <p className={pageStyles.lead}>{lead}</p>
      {data ? (
        children(data)
      ) : error ? (
        <div className={formStyles.notice} role="alert">
          <p>{unavailable}</p>
          <button type="button" className="button button--quiet" onClick={() => void refetch().catch(() => undefined)}>
            {ADMIN_TEXTS.tryAgain}
          </button>
        </div>
      ) : (
        <p className="loading-message" role="status">
          {ADMIN_TEXTS.loading}
        </p>
      )}
    </article>
  );
}

export interface SettingsFieldError {
  field: string;
  message: string;
}

/** A save's answer, its stored settings under `settings` whatever the mutation names them. */
export interface SettingsAnswer<S> {
  status: string;
  errorMessage?: string | null;
  fieldErrors?: readonly SettingsFieldError[] | null;
  settings?: S | null;
}

/** Saves a settings form: the stored settings on success, else each bad field and the server's words in a toast. */
export function useSettingsSave() {
  const toast = useToast();
  return async function save<S>({
    send,
    saved,
    onSaved,
    onRefused,
  }: {
    send: () => Promise<SettingsAnswer<S> | null | undefined>;
    /** The toast's words for a save that went through. */
    saved: string;
    onSaved: (settings: S) => void;
    onRefused: (fieldErrors: readonly SettingsFieldError[]) => void;
  }): Promise<void> {
    try {
      const result = await send();
      if (result?.status === 'success' && result.settings) {
        onSaved(result.settings);
        toast.success(saved);
        return;
      }
      onRefused(result?.fieldErrors ?? []);
      toast.failure(result?.errorMessage);
    } catch (failure) {
      // Refused by the gateway (her privileges changed, her session ended) or not answered at all.
      toast.failure(messageOf(failure));
    }
  };
}

/** Field errors by field, for the form's `problems`. */
export const problemsByField = (fieldErrors: readonly SettingsFieldError[]): Record<string, string> =>
  Object.fromEntries(fieldErrors.map((e) => [e.field, e.message]));
