import type { ComponentType, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type { MapPoint } from '@tajriba/contracts/discovery';
import { useFormatters } from '@tajriba/i18n';
import { CityLabels, type LabelMap } from '../../../shared/map/city-labels';
import type { CityPoint } from '../../../shared/map/offline-style';
import { plainMarker } from '../../../shared/map/plain-marker';
import type { ClusterIndex } from './clusters';

const PricePin = styled.button<{ $active: boolean }>`
  display: inline-block;
  padding: 5px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.surfaceRaised)};
  color: ${({ theme, $active }) => ($active ? theme.colors.bg : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  white-space: nowrap;
  cursor: pointer;
  transition: transform ${({ theme }) => theme.motion.fast};
  &:hover {
    transform: scale(1.06);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const ClusterPin = styled.button<{ $size: number }>`
  display: grid;
  place-items: center;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.surfaceRaised};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export type Cluster = ReturnType<ClusterIndex['getClusters']>[number];

export interface MapOverlayProps {
  /* eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kit's Marker, or the preview's */
  Marker: ComponentType<any>;
  labelMap: RefObject<LabelMap | null>;
  /** the offline basemap's names (the Mapbox style has its own) */
  cities: readonly CityPoint[] | null;
  clusters: readonly Cluster[];
  /** the pin drawn highlighted (hovered in the list, or its window open) */
  activeId: number | null;
  onCluster(clusterId: number, longitude: number, latitude: number): void;
  onPoint(point: MapPoint, longitude: number, latitude: number): void;
}

/**
 * What is drawn over the basemap — city names, clusters and price pins — the same on the preview
 * and on the live map: only the Marker that places them differs, so nothing changes when the
 * live map takes over.
 */
export function MapOverlay({ Marker, labelMap, cities, clusters, activeId, onCluster, onPoint }: MapOverlayProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  return (
    <>
      {cities ? <CityLabels Marker={Marker} mapRef={labelMap} cities={cities} offset={14} /> : null}
      {clusters.map((c) => {
        const [longitude, latitude] = c.geometry.coordinates as [number, number];
        const props = c.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; point?: MapPoint };
        if (props.cluster && props.cluster_id !== undefined) {
          const count = props.point_count ?? 0;
          const id = props.cluster_id;
          return (
            <Marker key={`c-${id}`} longitude={longitude} latitude={latitude} anchor="center">
              <ClusterPin
                ref={plainMarker}
                type="button"
                $size={Math.min(64, 34 + Math.log2(count) * 5)}
                aria-label={t('discovery.map.cluster', { count })}
                onClick={(e) => {
                  e.stopPropagation();
                  onCluster(id, longitude, latitude);
                }}
                data-testid="map-cluster"
                data-pin-key={`c-${id}`}
                data-map-pin
              >
                {intl.formatNumber(count)}
              </ClusterPin>
            </Marker>
          );
        }
        const p = props.point!;
        return (
          <Marker key={`p-${p.id}`} longitude={longitude} latitude={latitude} anchor="center">
            <PricePin
              ref={plainMarker}
              type="button"
              $active={activeId === p.id}
              aria-label={t('discovery.map.point', { name: p.name, price: f.sar(p.finalPrice) })}
              onClick={(e) => {
                e.stopPropagation();
                onPoint(p, longitude, latitude);
              }}
              data-testid="map-price"
              data-pin-key={`p-${p.id}`}
              data-map-pin
            >
              {f.sarCompact(p.finalPrice)}
            </PricePin>
          </Marker>
        );
      })}
    </>
  );
}
