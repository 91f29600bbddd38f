import { makeIcon } from '@tajriba/design-system/core';

export const FileIcon = /* @__PURE__ */ makeIcon('File', (
  <>
    <path d="M14 2.5H6a2 2 0 0 0-2 2v15a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8.5z" />
    <path d="M14 2.5v6h6" />
  </>
));
