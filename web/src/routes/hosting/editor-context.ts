// What every page of the host editor shares: the listing as the server last answered it (null while she starts a
// new one), and a way to say that the server refuses her listing at all (her standing), which the page then shows
// instead of the editor.
import { createContext, useContext } from 'react';
import type { HostListingFieldsFragment } from '../../gen/graphql';
import type { Refusal } from './edit-answer';

export type HostListing = HostListingFieldsFragment;

export interface EditorContextValue {
  listing: HostListing | null;
  refuse: (refusal: Refusal) => void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor needs the host editor around it');
  return editor;
}
