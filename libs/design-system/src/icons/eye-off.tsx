import { makeIcon } from '@tajriba/design-system/core';

export const EyeOffIcon = /* @__PURE__ */ makeIcon('EyeOff', (
  <>
    <path d="M17.9 17.9A10.4 10.4 0 0 1 12 19.5C5.5 19.5 1.5 12 1.5 12a18.7 18.7 0 0 1 4.6-5.4M9.9 4.7A9.8 9.8 0 0 1 12 4.5C18.5 4.5 22.5 12 22.5 12a18.9 18.9 0 0 1-2.2 3.2" />
    <path d="M14.1 14.1a3 3 0 0 1-4.2-4.2M1.5 1.5l21 21" />
  </>
));
