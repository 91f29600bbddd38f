import { usePageMeta, type PageMeta } from '@tajriba/design-system';

export function PageMetaEffect(props: PageMeta) {
  usePageMeta(props);
  return null;
}
