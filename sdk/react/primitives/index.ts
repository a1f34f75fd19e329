export type { ToastItem, ToastOptions, ToastStore, ToastVariant } from '../../core/toasts';
export { createToastStore, TOAST_AUTO_CLOSE_MS } from '../../core/toasts';
export type { AvatarProps } from './avatar';
export { Avatar, initialsOf } from './avatar';
export type { BadgeProps } from './badge';
export { Badge, formatBadgeCount } from './badge';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
export { Button } from './button';
export type { DateRangeMessages, DateRangeProps, DateRangeValue } from './date-range';
export {
  DateRange,
  dateRangeStyles,
  defaultDateRangeMessages,
  describeDateRange,
  displayDay,
  EMPTY_DATE_RANGE,
} from './date-range';
export type { FieldIds, FieldProps } from './field';
export { Field, useFieldIds } from './field';
export { containsFocus, focusFirst, getFocusableElements, mergeRefs } from './focus';
export type { IconProps } from './icons';
export { BackIcon, CheckIcon, ChevronIcon, CloseIcon, Icon, TrashIcon } from './icons';
export type { ModalProps } from './modal';
export { MODAL_TRANSITION_MS, Modal } from './modal';
export type { PopoverProps } from './popover';
export { Popover } from './popover';
export { usePopoverSpace } from './popover-space';
export type { PromptButtons, PromptProps, PromptType } from './prompt';
export { Prompt, promptButtonLabels } from './prompt';
export type { SelectOption, SelectProps } from './select';
export { Select } from './select';
export type { SpinnerProps } from './spinner';
export { Spinner } from './spinner';
export type { TextFieldProps } from './text-field';
export { TextField } from './text-field';
export type { ToastProps } from './toast';
export { Toast } from './toast';
export type { ToastRegionProps } from './toast-region';
export { ToastRegion } from './toast-region';
export type { PopoverSpace } from './use-anchored-position';
export { POPOVER_EDGE_PX, SHEET_BELOW_PX } from './use-anchored-position';
export type { DismissReason, UseDismissOptions } from './use-dismiss';
export { useDismiss } from './use-dismiss';
export { useFocusTrap } from './use-focus-trap';
export { usePrefersDark } from './use-prefers-dark';
export type { ToastApi } from './use-toast';
export { getToastStore, toastApi, useToast } from './use-toast';
export { useTriggerContrast } from './use-trigger-contrast';
