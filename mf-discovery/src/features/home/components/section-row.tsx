import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { ChevronEndIcon, ChevronStartIcon, IconButton } from '@tajriba/design-system';
import { usePrefs } from '@tajriba/session';

const Section = styled.section<{ $height?: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[4]};
  /* Below the fold, the browser lays the rail out only once it comes near the screen (a page of
     rails was one long style-and-layout task when their cards arrived); its height is kept meanwhile. */
  ${({ $height }) => ($height ? `content-visibility: auto; contain-intrinsic-size: auto ${$height}px;` : '')}
`;
const Head = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  flex: none;
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    text-decoration: underline;
    text-underline-offset: 3px;
    margin-inline-end: ${({ theme }) => theme.spacing[2]};
  }
`;
export const Rail = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - 3 * 24px) / 4);
  gap: 24px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: none;
  padding-block-end: 4px;
  &::-webkit-scrollbar {
    display: none;
  }
  > * {
    scroll-snap-align: start;
    min-inline-size: 0;
  }
  ${({ theme }) => theme.media.belowLg} {
    grid-auto-columns: calc((100% - 2 * 20px) / 2.5);
    gap: 20px;
  }
  ${({ theme }) => theme.media.belowMd} {
    grid-auto-columns: 78%;
    gap: 16px;
  }
`;

export interface SectionRowProps {
  title: string;
  subtitle?: string;
  seeAllTo?: string;
  children: ReactNode;
  testId?: string;
  /**
   * For a rail below the fold: its usual height in px (measured 437–508 for experiences, 371–378
   * for hosts, at 412, 800 and 1280 px in both languages). It is then laid out only near the screen.
   */
  belowFoldHeight?: number;
}

/** A titled horizontal rail of cards with scroll arrows (mirrored in Arabic) and a "see all" link. */
export function SectionRow({ title, subtitle, seeAllTo, children, testId, belowFoldHeight }: SectionRowProps) {
  const intl = useIntl();
  const { dir } = usePrefs();
  const rail = useRef<HTMLDivElement>(null);
  const scroll = (forward: boolean) => {
    const el = rail.current;
    if (!el) return;
    el.scrollBy({ left: (forward ? 1 : -1) * (dir === 'rtl' ? -1 : 1) * el.clientWidth * 0.9 });
  };
  return (
    <Section aria-label={title} data-testid={testId} $height={belowFoldHeight}>
      <Head>
        <div>
          <h2>{title}</h2>
          {subtitle ? <p>{subtitle}</p> : null}
        </div>
        <Actions>
          {seeAllTo ? <Link to={seeAllTo}>{intl.formatMessage({ id: 'discovery.home.seeAll' })}</Link> : null}
          <IconButton variant="secondary" size="sm" label={intl.formatMessage({ id: 'discovery.home.scrollBack' }, { title })} onClick={() => scroll(false)}>
            <ChevronStartIcon size={16} />
          </IconButton>
          <IconButton variant="secondary" size="sm" label={intl.formatMessage({ id: 'discovery.home.scrollForward' }, { title })} onClick={() => scroll(true)}>
            <ChevronEndIcon size={16} />
          </IconButton>
        </Actions>
      </Head>
      <Rail ref={rail}>{children}</Rail>
    </Section>
  );
}
