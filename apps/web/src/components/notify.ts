import { notifications } from '@mantine/notifications';
import type { TFunction } from '../i18n/index.ts';
import { errorText } from '../lib/api.ts';

/** A success toast: a short title and what happened. */
export function notifySuccess(title: string, message: string): void {
  notifications.show({ color: 'brand', title, message });
}

/** An error toast with the translated reason. */
export function notifyError(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, styles: { description: { color: 'var(--mantine-color-gray-9)' } } });
}

/** An error toast for a failed request: its translated reason, naming the record or what uses it. */
export function notifyApiError(err: unknown, t: TFunction): void {
  notifyError(errorText(err, t));
}
