import { proxy } from 'valtio/vanilla';
import type { RoutedDocument } from '@tajriba/contracts/constants';

/**
 * The remotes of the (override-applied) registry document, as far as the menus need them: written
 * by the composition (features/composition) once the document is read, read by the menus
 * (./menu-links.ts, in their lazy chunks, so the first render carries none of the menu logic).
 */
export const menuSource = proxy<{ remotes: RoutedDocument['remotes'] }>({ remotes: {} });
