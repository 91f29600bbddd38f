import { useIntl } from 'react-intl';
import { css, styled } from 'styled-components';

/**
 * The results map's box, shared by the map (results-map.tsx) and the placeholder the search page
 * shows while the map's chunk downloads: the same size and the same credit in the same corner, so
 * nothing moves or repaints larger when the map arrives.
 */
export const mapFrameBox = css`
  position: relative;
  block-size: calc(100vh - 250px);
  min-block-size: 460px;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  ${({ theme }) => theme.media.belowMd} {
    block-size: calc(100vh - 330px);
    min-block-size: 380px;
  }
`;

const Credit = styled.p`
  position: absolute;
  inset-block-end: 8px;
  inset-inline-end: 8px;
  z-index: 2;
  margin: 0;
  padding: 0 6px;
  max-inline-size: calc(100% - 16px);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
  line-height: 1.5;
`;

/** The offline basemap's sources, always in view (the ODbL asks for it), in the page's language. */
export function MapCredit() {
  const intl = useIntl();
  return (
    <Credit data-map-control data-testid="map-credit">
      {/* One text node, as the first screen's static copy has it: text split over several nodes is
          shaped apart and can lay out a fraction of a pixel wider, a larger paint than the copy's. */}
      {`${intl.formatMessage({ id: 'discovery.map.attributionNaturalEarth' })} · ${intl.formatMessage({ id: 'discovery.map.attributionOsm' })}`}
    </Credit>
  );
}
