import { makeIcon } from '@tajriba/design-system/core';

// The chat's own icons (the design system has none of these yet). Send points "forward": it is
// mirrored in right-to-left pages by the composer's style.
export const SendIcon = /* @__PURE__ */ makeIcon('Send', (
  <>
    <path d="M22 2 11 13" />
    <path d="M22 2 15 22l-4-9-9-4z" />
  </>
));
export const PaperclipIcon = /* @__PURE__ */ makeIcon('Paperclip', <path d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />);
export const ChatIcon = /* @__PURE__ */ makeIcon('Chat', <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />);
