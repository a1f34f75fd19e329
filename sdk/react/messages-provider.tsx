import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { defaultSharedMessages, type SharedMessages } from './messages';

const MessagesContext = createContext<SharedMessages>(defaultSharedMessages);
MessagesContext.displayName = 'ProofdeskMessagesContext';

export interface MessagesProviderProps {
  /** Overrides merged over the enclosing provider's messages (or the English defaults). */
  messages: Partial<SharedMessages>;
  children?: ReactNode;
}

export function MessagesProvider({ messages, children }: MessagesProviderProps) {
  const parent = useContext(MessagesContext);
  const value = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

export function useMessages(): SharedMessages {
  return useContext(MessagesContext);
}
