// The host editor's pages (spec 001 §4): step 1 the basics, step 2 the scene (photos, then the words), step 3 ready
// for guests (pricing, calendar, house rules, cancellation policy, guest pledge), each at
// /become-a-host/{listId}/{formPage}, and the overview at /become-a-host/{listId}/home where step 4 (submitting) and
// the listing's life (publish, list, duplicate, delete) are. Progress is the server's step1 to step4.
import type { MessageDescriptor } from 'react-intl';
import type { HostListingFieldsFragment } from '../../gen/graphql';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';

export type FormPage =
  'basics' | 'photos' | 'description' | 'pricing' | 'calendar' | 'house-rules' | 'cancellation-policy' | 'guest-pledge';

export type EditorPage = FormPage | 'home';

export type StepNumber = 1 | 2 | 3 | 4;

export interface PageSpec {
  page: FormPage;
  step: 1 | 2 | 3;
  title: MessageDescriptor;
}

/** The form pages in the order the host goes through them; "save and continue" goes to the next one. */
export const FORM_PAGES: readonly PageSpec[] = [
  { page: 'basics', step: 1, title: m.pageBasics },
  { page: 'photos', step: 2, title: m.pagePhotos },
  { page: 'description', step: 2, title: m.pageDescription },
  { page: 'pricing', step: 3, title: m.pagePricing },
  { page: 'calendar', step: 3, title: m.pageCalendar },
  { page: 'house-rules', step: 3, title: m.pageHouseRules },
  { page: 'cancellation-policy', step: 3, title: m.pageCancellation },
  { page: 'guest-pledge', step: 3, title: m.pageGuestPledge },
];

export interface StepSpec {
  step: StepNumber;
  title: MessageDescriptor;
  summary: MessageDescriptor;
  /** Where the step starts; step 4 is submitting, on the overview. */
  firstPage: EditorPage;
}

export const STEPS: readonly StepSpec[] = [
  { step: 1, title: m.step1Title, summary: m.step1Summary, firstPage: 'basics' },
  { step: 2, title: m.step2Title, summary: m.step2Summary, firstPage: 'photos' },
  { step: 3, title: m.step3Title, summary: m.step3Summary, firstPage: 'pricing' },
  { step: 4, title: m.step4Title, summary: m.step4Summary, firstPage: 'home' },
];

/** The page a path segment names; no segment is the overview, and anything unknown is not a page (not found). */
export function editorPageOf(segment: string | undefined): EditorPage | null {
  if (segment === undefined || segment === 'home') return 'home';
  return FORM_PAGES.find((spec) => spec.page === segment)?.page ?? null;
}

/** Where "save and continue" leads from `page`: the next form page, and the overview after the last. */
export function nextPage(page: FormPage): EditorPage {
  const index = FORM_PAGES.findIndex((spec) => spec.page === page);
  return FORM_PAGES[index + 1]?.page ?? 'home';
}

export const editorPath = (listId: number, page: EditorPage) => `/become-a-host/${listId}/${page}`;

type Progress = Pick<HostListingFieldsFragment, 'step1' | 'step2' | 'step3' | 'step4'>;

/** Whether the server counts step `step` completed (spec 000 §3: the value 'completed'). */
export const stepDone = (listing: Progress | null, step: StepNumber): boolean =>
  listing !== null && listing[`step${step}`] === 'completed';

/** How many of the four steps are completed. */
export const stepsDone = (listing: Progress | null): number =>
  ([1, 2, 3, 4] as const).filter((step) => stepDone(listing, step)).length;
