import { ChatConsole } from '../../features/chat/admin/chat-console.tsx';

/** admin chats — conversations with customers, live (issue 13). */
export function Component() {
  return <ChatConsole />;
}
