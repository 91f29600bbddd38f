import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Badge, GlobeIcon, lazyPage, MapIcon, Skeleton, UserIcon } from '@tajriba/design-system';
import type { ExperienceDetail } from '@tajriba/contracts/discovery';
import { useFormatters } from '@tajriba/i18n';

const MapBox = styled.div`
  display: grid;
  place-items: center;
  block-size: 320px;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

// The map library loads only with an experience that has a place; a failed download shows Retry
// in the map's box (no layout shift either way).
const LocationMap = lazyPage(() => import('../../../shared/map/location-map'), {
  name: 'LocationMap',
  fallback: <Skeleton height={320} radius="14px" />,
  renderError: (message) => <MapBox>{message}</MapBox>,
});

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  p {
    margin: 0;
  }
  /* an icon beside its line, not above it */
  .place {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  .place svg {
    flex: none;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

/** Type-specific location: a map (atHost), coverage regions (atGuest) or the platform (online). */
export function LocationSection({ experience: e }: { experience: ExperienceDetail }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  if (e.type.name === 'atHost' && e.hostLocationSetup) {
    const h = e.hostLocationSetup;
    // The host's address often names its city already ("Red sand dunes, Dammam"): the city once, and
    // the comma of the page's language.
    const cityAlready = !!h.cityName && h.locationName.includes(h.cityName);
    const label = [h.locationName, cityAlready ? null : h.cityName].filter(Boolean).join(intl.locale.startsWith('ar') ? '، ' : ', ');
    // Spec host §3: a different meeting location has its own name and coordinates. Both are named
    // (and pinned), so the address and the meeting point never read as one contradicting the other.
    const meets = h.isMeetingLocationDifferentFromEvent && h.meetingLocationName ? h.meetingLocationName : null;
    const meetingAt = meets && h.meetingLocationLatitude !== null && h.meetingLocationLongitude !== null ? { latitude: h.meetingLocationLatitude, longitude: h.meetingLocationLongitude } : null;
    return (
      <Box>
        <p className="place" data-testid="experience-place">
          <MapIcon size={16} /> {meets ? t('discovery.detail.happensAt', { place: label }) : label}
        </p>
        {meets ? (
          <p className="place" data-testid="meeting-point">
            <UserIcon size={16} /> {t('discovery.detail.meetingPoint', { place: meets })}
          </p>
        ) : null}
        <LocationMap
          latitude={h.locationLatitude}
          longitude={h.locationLongitude}
          meeting={meetingAt}
          label={meets ? t('discovery.detail.mapOfBoth', { place: label, meeting: meets }) : t('discovery.detail.mapOf', { place: label })}
        />
        {h.provideTransportation ? (
          <p className="muted">
            {h.transportationFeesIncluded
              ? t('discovery.detail.transportIncluded', { vehicle: h.vehicleType ?? '' })
              : t('discovery.detail.transportFee', { vehicle: h.vehicleType ?? '', price: f.sar(h.transportationFees) })}
          </p>
        ) : null}
      </Box>
    );
  }
  if (e.type.name === 'atGuest' && e.guestLocationSetup) {
    return (
      <Box>
        <p>{t('discovery.detail.atGuestIntro')}</p>
        <div className="chips" aria-label={t('discovery.detail.coverage')}>
          {e.guestLocationSetup.travelRegions.map((r) => (
            <Badge key={r.id} tone="info" size="md">
              {r.name}
            </Badge>
          ))}
        </div>
        {e.guestLocationSetup.travelCost ? <p className="muted">{t('discovery.detail.travelCost', { price: f.sar(e.guestLocationSetup.travelCost) })}</p> : null}
      </Box>
    );
  }
  if (e.onlineSetup) {
    const o = e.onlineSetup;
    const devices = (['laptop', 'desktop', 'smartphone', 'tablet', 'smartTV'] as const).filter((d) => o[d]);
    return (
      <Box>
        <p>
          <GlobeIcon size={16} /> {t('discovery.detail.platform', { platform: o.platform })}
        </p>
        {devices.length ? <p className="muted">{t('discovery.detail.devices', { devices: devices.map((d) => t(`discovery.device.${d}`)).join(intl.locale.startsWith('ar') ? '، ' : ', ') })}</p> : null}
        {o.timezone ? <p className="muted">{t('discovery.detail.timezone', { zone: o.timezone.displayName })}</p> : null}
        {o.instructions ? <p>{o.instructions}</p> : null}
        <p className="muted">{t('discovery.detail.linkAfterBooking')}</p>
      </Box>
    );
  }
  return null;
}
