import { ChatLauncher } from '../features/chat/chat-launcher.tsx';
import { ChatLiveCache } from '../features/chat/chat-cache.ts';
import { LiveUpdates } from '../features/realtime/live-updates.tsx';
import { useSession } from '../lib/session.ts';

/**
 * What a signed-in page of the customer site has besides its content (a chunk of its own, never in
 * a visitor's download): live updates from the event stream, and for customers the chat button.
 */
export function SignedInExtras() {
  const session = useSession();
  const user = session.data;
  if (!user) return null;
  if (user.role === 'admin') return <LiveUpdates viewer="staff" />;
  return (
    <>
      <LiveUpdates viewer="customer" />
      <ChatLiveCache viewer="customer" />
      <ChatLauncher />
    </>
  );
}
