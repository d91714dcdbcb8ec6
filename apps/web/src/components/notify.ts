import { notifications } from '@mantine/notifications';

/** A success toast: a short title and what happened. */
export function notifySuccess(title: string, message: string): void {
  notifications.show({ color: 'brand', title, message });
}

/** An error toast with the translated reason. */
export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, styles: { description: { color: 'var(--mantine-color-gray-9)' } } });
}
