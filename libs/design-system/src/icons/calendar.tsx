import { makeIcon } from '@tajriba/design-system/core';

export const CalendarIcon = /* @__PURE__ */ makeIcon('Calendar', (
  <>
    <rect x="3" y="4.5" width="18" height="16.5" rx="2" />
    <path d="M16 2.5v4M8 2.5v4M3 10h18" />
  </>
));
