// Shared screens pieces of the pipeline (sample requests, quotes, production orders).
export { StateBadge, stateColour } from './state-badge.tsx';
export { TimelineSection, WorkflowTimeline } from './timeline.tsx';
export { RecordActions, WorkflowActions, type RecordFlow } from './action-bar.tsx';
export { UnverifiedNotice, useMaySend } from './unverified-notice.tsx';
export { InternalNoteForm } from './internal-note-form.tsx';
export { StaffActionsPanel, StaffRecordActions, StaffRecordDates, StaffRecordHead, StaffRecordOpening } from './staff-drawer.tsx';
export { RecordSection } from './record-section.tsx';
export { NextStepAlert, RecordBackLink, RecordHeading } from './record-header.tsx';
export { RequestFormFooter, RequestNoteSection, RequestSection } from './request-form.tsx';
export { DeliveryFacts, countryName, shipToLines } from './delivery.tsx';
export { RecordPage } from './record-page.tsx';
