import { makeIcon } from '@tajriba/design-system/core';

export const BellIcon = /* @__PURE__ */ makeIcon('Bell', (
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>
));
export const ChatIcon = /* @__PURE__ */ makeIcon('Chat', <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />);
