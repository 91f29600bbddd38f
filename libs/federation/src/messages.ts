import { commonCatalogues, type CatalogueSource } from '@tajriba/i18n';
import { designSystemCatalogues } from '@tajriba/design-system';

/**
 * What every root (the shell, each remote, a remote's error panel) merges underneath its own
 * strings, in this order: the common strings (which hold this layer's error panel strings too),
 * the design system's. Both are shared libraries, so each is one object per page, loaded once by
 * the shell: a remote's first download carries none of them (this layer is bundled into every
 * remote; strings of its own would be downloaded again with each one).
 */
export const platformCatalogues: readonly CatalogueSource[] = [commonCatalogues, designSystemCatalogues];
