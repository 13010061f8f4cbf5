// The free-text screening of spec 001 §5, shared by reservation threads and the social area.
export { screenText, type Finding, type FindingKind, type Screening } from './screen';
export { SCREENING_PATTERNS, type ScreeningPatterns } from './patterns';
export { SCREENING_TEXTS } from './texts';
