import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { LazyBoundary, lazyWithRetry } from '@tajriba/design-system';

// The footer is below the page's content, so its code (link lists in two languages, the policy
// table) is not part of the first render: it is asked for once the page has painted (an effect
// alone is not enough, a synchronous mount flushes effects before the browser paints). Until it
// arrives its band is reserved, with the footer's own background, so nothing below the fold jumps.
const Footer = lazyWithRetry(() => import('./footer').then((m) => ({ default: m.Footer })));

const Reserved = styled.div`
  margin-block-start: auto;
  min-block-size: 360px;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export function DeferredFooter() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, []);
  const reserved = <Reserved aria-hidden="true" />;
  if (!painted) return reserved;
  return (
    <LazyBoundary fallback={reserved}>
      <Footer />
    </LazyBoundary>
  );
}
