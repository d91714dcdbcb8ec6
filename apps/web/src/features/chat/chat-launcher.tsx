import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { loadStringGroups } from '../../i18n/index.ts';
import { useMyChat } from './api.ts';
import classes from './chat-launcher.module.css';

const ChatPanel = lazy(() => import('./chat-panel.tsx').then((m) => ({ default: m.ChatPanel })));

/**
 * The floating chat button on every customer screen (signed-in customers only), with the count of
 * staff messages not yet read; `?chat=open` (a push notification's link) opens the panel.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const chat = useMyChat();
  const unread = open ? 0 : (chat.data?.conversation?.unread ?? 0);

  const show = useCallback(() => {
    void loadStringGroups(['chat']).then(() => {
      setReady(true);
      setOpen(true);
    });
  }, []);

  // while the button is on the screen, sticky panels that end at the window's foot stop above it
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--formulab-fab-space', '84px');
    return () => {
      root.style.removeProperty('--formulab-fab-space');
    };
  }, []);

  useEffect(() => {
    if (params.get('chat') !== 'open') return;
    show();
    setParams(
      (p) => {
        p.delete('chat');
        return p;
      },
      { replace: true },
    );
  }, [params, setParams, show]);

  return (
    <>
      {ready && open && (
        <Suspense fallback={null}>
          <ChatPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <div className={`${classes.fab} ${open ? classes.hiddenOnPhone : ''}`} data-print-hide>
        <Indicator label={unread > 99 ? '99+' : unread} size={20} color="red.7" disabled={unread === 0} offset={6} withBorder>
          <ActionIcon
            size={56}
            radius="xl"
            color="brand.8"
            variant="filled"
            aria-label={unread ? t('chatLauncher.unread', { count: unread }) : t('chatLauncher.open')}
            aria-expanded={open}
            onClick={() => (open ? setOpen(false) : show())}
            data-testid="chat-launcher"
            className={classes.button}
          >
            <IconMessageCircle size={28} aria-hidden="true" />
          </ActionIcon>
        </Indicator>
      </div>
    </>
  );
}
