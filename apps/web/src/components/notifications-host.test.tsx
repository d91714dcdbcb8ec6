import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { renderUi } from '../test/render.tsx';
import { NotificationsHost } from './notifications-host.tsx';

describe('NotificationsHost', () => {
  it('mounts with the first toast and names its close button', async () => {
    renderUi(<NotificationsHost autoClose={60_000} />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      notifications.show({ message: 'Saved', withCloseButton: true });
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.common.close })).toBeInTheDocument();
    act(() => notifications.clean());
  });

  it('draws a titled toast’s message in gray.7, not Mantine’s gray.6 (AA contrast on white)', async () => {
    renderUi(<NotificationsHost autoClose={60_000} />);
    act(() => {
      // as the live status toasts do: a title, a message, no styles of their own
      notifications.show({ title: 'Status changed', message: 'S-000001 is in production' });
    });
    const message = await screen.findByText('S-000001 is in production');
    // the test DOM does not resolve custom properties in computed styles: the inline style is what is set
    expect(message.style.color).toBe('var(--mantine-color-gray-7)');
    act(() => notifications.clean());
  });
});
