// The baseline: Novu's notification inbox (`@novu/react` 3.19.2) in the same smallest React host,
// built the same way as bell-app.tsx. `Inbox` is Novu's bell: a trigger with the unread count and a
// popover with the notifications, like ours.
import { Inbox } from '@novu/react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <Inbox applicationIdentifier="bench-app" subscriber="bench-subscriber" />,
);
