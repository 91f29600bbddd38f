// Theme
export { colors, spacing, radii, shadows, typography, zIndex, breakpoints, media, motion } from '@tajriba/design-system/core';
export type { ThemeMode, StatusTone, ToneColors, ColorTokens, SpacingKey } from '@tajriba/design-system/core';
export { createTheme, lightTheme, darkTheme } from '@tajriba/design-system/core';
export type { Theme } from '@tajriba/design-system/core';
export {
  statusTone,
  paymentStatusTone,
  scheduleStatusTone,
  orderStatusTone,
  listingStatusTone,
  payoutStatusTone,
  verificationStatusTone,
} from './theme/status';
export type { StatusFamily } from './theme/status';

// Roots and messages
export { DesignSystemRoot } from '@tajriba/design-system/core';
export { loadRtlSupport } from '@tajriba/design-system/core';
export type { DesignSystemRootProps } from '@tajriba/design-system/core';
export { GlobalStyle } from '@tajriba/design-system/core';
export { designSystemCatalogues } from '@tajriba/design-system/core';
export { useResolveMessage } from '@tajriba/design-system/core';

// Icons: `Icon.*` and every named icon (icons/icons.tsx; AlertIcon is the core's, see there).
export * from './icons/icons';

// Hooks
export { useMediaQuery } from '@tajriba/design-system/core';
export { useFocusTrap } from './hooks/use-focus-trap';
export { useDebouncedValue, SEARCH_DEBOUNCE_MS } from './hooks/use-debounced-value';
export { useClickOutside } from '@tajriba/design-system/core';
export { usePageMeta } from './hooks/use-page-meta';
export type { PageMeta } from './hooks/use-page-meta';

// Components
export { VisuallyHidden } from '@tajriba/design-system/core';
export { WrittenText } from './components/written-text';
export { focusRing } from '@tajriba/design-system/core';
export { Portal } from './components/portal';
export { Spinner } from '@tajriba/design-system/core';
export type { SpinnerProps } from '@tajriba/design-system/core';
export { Button, IconButton, buttonStyles } from '@tajriba/design-system/core';
export { LinkButton } from '@tajriba/design-system/core';
export type { ButtonProps, IconButtonProps, ButtonVariant, ButtonSize } from '@tajriba/design-system/core';
export { Field, FieldLabel, FieldError, useFieldControl } from './components/field';
export type { FieldProps, FieldControlProps } from './components/field';
export { inputStyles } from './components/input-styles';
export { TextField, Input, TextArea, TextAreaInput } from './components/text-field';
export type { TextFieldProps, TextAreaProps } from './components/text-field';
export { PasswordField } from './components/password-field';
export type { PasswordFieldProps } from './components/password-field';
export { FormErrorBox } from './components/form-error-box';
export type { FormErrorBoxProps } from './components/form-error-box';
export { Modal } from './components/modal';
export type { ModalProps, ModalSize } from './components/modal';
export { ToastViewport, useToast, useToasts, showToast, dismissToast, clearToasts, DEFAULT_TOAST_DURATION } from '@tajriba/design-system/core';
export type { ToastKind, ToastOptions, ToastItem } from '@tajriba/design-system/core';
export { Skeleton, SkeletonText, SkeletonCard, SkeletonGroup } from './components/skeleton';
export type { SkeletonProps } from './components/skeleton';
export { ErrorPanel } from '@tajriba/design-system/core';
export type { ErrorPanelProps } from '@tajriba/design-system/core';
export { LazyBoundary, lazyWithRetry, retryLazyImports } from '@tajriba/design-system/core';
export type { LazyBoundaryProps, LazyWithRetry } from '@tajriba/design-system/core';
export { lazyPage, lazyWithMessages, PageLoading } from './components/lazy-page';
export type { LazyPageOptions, LazyPageComponent } from './components/lazy-page';
export { LoadingOverlay } from './components/loading-overlay';
export type { LoadingOverlayProps } from './components/loading-overlay';
export { EmptyState } from './components/empty-state';
export type { EmptyStateProps } from './components/empty-state';
export { Select } from './components/select';
export type { SelectProps, SelectOption } from './components/select';
export { Checkbox, RadioGroup } from './components/choice-controls';
export type { CheckboxProps, RadioGroupProps, RadioOption } from './components/choice-controls';
export { Switch } from './components/switch';
export type { SwitchProps } from './components/switch';
export { OtpInput } from './components/otp-input';
export type { OtpInputProps } from './components/otp-input';
export { NumberStepper } from './components/number-stepper';
export type { NumberStepperProps } from './components/number-stepper';
export { DropdownMenu } from './components/menu';
export type { DropdownMenuProps, MenuItem, MenuTriggerProps } from './components/menu';
export { Popover } from './components/popover';
export type { PopoverProps, PopoverTriggerProps } from './components/popover';
export { Tabs } from './components/tabs';
export type { TabsProps, TabItem } from './components/tabs';
export { Stepper } from './components/steps';
export type { StepperProps, StepItem } from './components/steps';
export { Pagination } from './components/pagination';
export type { PaginationProps } from './components/pagination';
export { Badge, StatusPill } from './components/badge';
export type { BadgeProps, StatusPillProps } from './components/badge';
export { Avatar, initialsOf } from './components/avatar';
export type { AvatarProps } from './components/avatar';
export { Card, CardTitle } from './components/card';
export { DataTable, FileDropZone, DateRangePicker, preloadDateRangePicker } from './components/lazy-components';
export type { DataTableProps, DataTableColumn, DataTablePagination } from './components/data-table';
export { isFileAccepted, DEFAULT_MAX_FILE_BYTES } from './components/file-rules';
export type { FileDropZoneProps, FileRejection, FileRejectionReason, UploadItem } from './components/file-drop-zone';
export { TWO_MONTHS_QUERY } from './components/date-picker/constants';
export type { DateRangePickerProps, DateRangePickerRangeProps, DateRangePickerSingleProps } from './components/date-picker/date-range-picker';
export {
  MAX_YEAR,
  MIN_YEAR,
  nextRange,
  monthGrid,
  addMonths,
  addDays,
  startOfDay,
  isSameDay,
  decadeStart,
  clampYear,
} from './components/date-picker/calendar';
export type { DateRange } from './components/date-picker/calendar';
export { DateRangeField } from './components/date-picker/date-range-field';
export type { DateRangeFieldProps, DateRangeFieldRangeProps, DateRangeFieldSingleProps } from './components/date-picker/date-range-field';
