import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from 'styled-components';

/**
 * Renders into a node appended to <body>. The node is created during render and attached in a
 * layout effect, so effects of the portalled content (focus traps) already see it in the
 * document. It carries the theme's direction so overlays of an Arabic remote are RTL even
 * before <html dir> changes.
 */
export function Portal({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const [node] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  useLayoutEffect(() => {
    if (!node) return;
    node.setAttribute('data-ds-portal', '');
    document.body.appendChild(node);
    return () => {
      node.remove();
    };
  }, [node]);
  useLayoutEffect(() => {
    node?.setAttribute('dir', theme?.dir ?? 'ltr');
  }, [node, theme?.dir]);
  return node ? createPortal(children, node) : null;
}
