import { css } from 'styled-components';

/**
 * The offline basemap's credit (MapLibre's attribution control: "© OpenStreetMap contributors
 * (ODbL) | Natural Earth") in the site's colours and type, small, in both themes.
 */
export const attributionCss = css`
  /* the frame's class makes these win over MapLibre's own (.maplibregl-ctrl.maplibregl-ctrl-attrib, .maplibregl-compact), which load after ours */
  .maplibregl-ctrl.maplibregl-ctrl-attrib,
  .maplibregl-ctrl-attrib.maplibregl-compact {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.textMuted};
    font: inherit;
    font-size: 11px;
    line-height: 1.5;
    border-radius: ${({ theme }) => theme.radii.md};
    margin: 0 8px 8px;
  }
  .maplibregl-ctrl-attrib .maplibregl-ctrl-attrib-button {
    filter: ${({ theme }) => (theme.mode === 'dark' ? 'invert(1)' : 'none')};
    background-color: transparent;
  }
  .maplibregl-ctrl-attrib a {
    color: inherit;
  }
`;
