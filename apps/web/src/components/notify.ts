import { notifications } from '@mantine/notifications';

// Mantine draws a toast's message in the "dimmed" grey, below AA contrast on white; use gray.7.
const styles = { description: { color: 'var(--mantine-color-gray-7)' } };

/** A success toast: a short title and what happened. */
export function notifySuccess(title: string, message: string): void {
  notifications.show({ color: 'brand', title, message, styles });
}

/** An error toast with the translated reason. */
export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, styles: { description: { color: 'var(--mantine-color-gray-9)' } } });
}
