import { makeIcon } from '@tajriba/design-system/core';

export const PlusIcon = /* @__PURE__ */ makeIcon('Plus', <path d="M12 5v14M5 12h14" />);
