import { makeIcon } from '@tajriba/design-system/core';

export const MapIcon = /* @__PURE__ */ makeIcon('Map', (
  <>
    <path d="M9 4L3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5z" />
    <path d="M9 4v13.5M15 6.5V20" />
  </>
));
