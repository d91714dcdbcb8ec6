/**
 * The admin kit: the pieces every staff list, form and import is built from. Only admin screens
 * (routes/admin/**, features/<area>/admin/**) import it, so none of it reaches a customer's download.
 * docs/ARCHITECTURE.md ("Admin kit") shows how a new admin queue puts them together.
 */
export { AdminPageHeader, ImportExportNewActions } from './page-header.tsx';
export { SearchField } from './search-field.tsx';
export { useUrlParams, useDrawerParam, oneOf, type UrlPatch } from './url-params.ts';
export { CursorPager, useCursorPages, pageSizeOf, PAGE_SIZES, type CursorPages } from './cursor-pager.tsx';
export {
  AdminDataTable,
  adminTableProps,
  areaTableProps,
  BREAK_ANYWHERE,
  COLUMN_MEDIA,
  FOCUSABLE_SCROLL,
  Dash,
  OpenRowCell,
  sortFromStatus,
  sortStatusOf,
  tabularCells,
  usePhone,
  useRowSelection,
  type AdminTableProps,
  type RowSelection,
  type SortStatuses,
} from './data-table.tsx';
export {
  AdminEmptyState,
  FilteredEmptyState,
  AdminListStates,
  AdminLoadError,
  AdminTableSkeleton,
  tableEmptyState,
  type ListQueryState,
} from './states.tsx';
export { BulkBar, BulkButton, runWithProgress, useBulkAction, type BulkProgress } from './bulk-bar.tsx';
export { useConfirm, type ConfirmOptions } from './confirm-dialog.tsx';
export { FormDrawer, FormSaveBar, useLeaveWarning } from './form-drawer.tsx';
export { QueueRecordDrawer, RecordDrawer } from './record-drawer.tsx';
export { FormSection } from './form-section.tsx';
export { AddRowButton, MoveButtons, RemoveRowButton } from './list-rows.tsx';
export {
  FormDeleteButton,
  FormError,
  RecordForm,
  RecordLoadState,
  useRecordForm,
  useRecordSave,
  type RecordSaveOptions,
} from './record-form.tsx';
export { KoEnTextareas } from './ko-en-textareas.tsx';
export { AdminPanel } from './panel.tsx';
export { schemaValidator, num } from './form-validate.ts';
export { NumberField, type NumberFieldProps, type NumberValue } from '../number-field.tsx';
export {
  ImportWizard,
  type ChosenFile,
  type ImportBusy,
  type ImportReportBase,
  type ImportWizardCopy,
} from './import-wizard.tsx';
export { ImportCount, ImportFilterSwitch, useImportFilter } from './import-parts.tsx';
export { ImportActionBadge, ImportRowProblems, ImportRowsTable, type ImportRow } from './import-rows-table.tsx';
export { CsvImportDialog, type CsvImportCounts } from './csv-import-dialog.tsx';
export {
  apiErrorOf,
  decodeText,
  downloadBlob,
  downloadText,
  formatBytes,
  isFileProblem,
  postForReport,
  postJson,
  type FileProblem,
} from './files.ts';
export { CsvDownloadButton } from './csv-download-button.tsx';
export { ContactLinks, CustomerBox, CustomerCell } from './customer-box.tsx';
export { customerColumn, dayColumn, figureColumn, refColumn, stateColumn, twoLineColumn } from './queue-columns.tsx';
export { RangeReport, seoulDay, useLastMonth, useRangeReport } from './range-report.tsx';
