import { screen } from '@testing-library/react';
import type { ExperienceDetail } from '@tajriba/contracts/discovery';

type HostLocation = NonNullable<ExperienceDetail['hostLocationSetup']>;
import { LocationSection } from '../components/location-section';
import { renderDiscovery } from '../../../testing/render-discovery';
import { discoveryMessages } from '../../../testing/messages';

const place: HostLocation = {
  locationName: 'Red Sand dunes',
  cityId: 1,
  cityName: 'Riyadh',
  locationLatitude: 24.52,
  locationLongitude: 46.3,
  isMeetingLocationDifferentFromEvent: false,
  meetingLocationName: null,
  meetingLocationLatitude: null,
  meetingLocationLongitude: null,
  provideTransportation: false,
  vehicleType: null,
  transportationFeesIncluded: true,
  transportationFees: 0,
};
const atHost = (hostLocationSetup: HostLocation) => ({ type: { id: 1, name: 'atHost' }, hostLocationSetup, guestLocationSetup: null, onlineSetup: null }) as unknown as ExperienceDetail;

describe('LocationSection (atHost)', () => {
  it('names the address alone when guests meet there', () => {
    renderDiscovery(<LocationSection experience={atHost(place)} />);
    expect(screen.getByTestId('experience-place')).toHaveTextContent(/^Red Sand dunes, Riyadh$/);
    expect(screen.queryByTestId('meeting-point')).toBeNull();
  });

  it.each([
    ['en', 'Red sand dunes, Dammam'],
    ['ar', 'الكثبان الحمراء، الدمام'],
  ] as const)('names the city once when the address already names it, with the language\'s comma (%s)', (locale, address) => {
    renderDiscovery(<LocationSection experience={atHost({ ...place, locationName: address, cityName: locale === 'ar' ? 'الدمام' : 'Dammam' })} />, { locale });
    expect(screen.getByTestId('experience-place')).toHaveTextContent(new RegExp(`^${address}$`));
  });

  it('joins address and city with an Arabic comma in Arabic', () => {
    renderDiscovery(<LocationSection experience={atHost({ ...place, locationName: 'الكثبان الحمراء', cityName: 'الرياض' })} />, { locale: 'ar' });
    expect(screen.getByTestId('experience-place')).toHaveTextContent(/^الكثبان الحمراء، الرياض$/);
  });

  it.each(['en', 'ar'] as const)('names where it happens and where to meet as two places, and the map names both (%s)', (locale) => {
    const m = discoveryMessages[locale];
    renderDiscovery(
      <LocationSection
        experience={atHost({ ...place, isMeetingLocationDifferentFromEvent: true, meetingLocationName: 'Pick-up point, Riyadh city centre', meetingLocationLatitude: 24.71, meetingLocationLongitude: 46.67, provideTransportation: true, vehicleType: 'SUV' })}
      />,
      { locale },
    );
    expect(screen.getByTestId('experience-place')).toHaveTextContent(m['discovery.detail.happensAt'].replace('{place}', `Red Sand dunes${locale === 'ar' ? '،' : ','} Riyadh`));
    expect(screen.getByTestId('meeting-point')).toHaveTextContent(m['discovery.detail.meetingPoint'].replace('{place}', 'Pick-up point, Riyadh city centre'));
    // the vehicle reads as what is included, not glued to the sentence ("Transportation included SUV")
    expect(screen.getByText(m['discovery.detail.transportIncluded'].replace('{vehicle}', 'SUV'))).toBeInTheDocument();
  });
});
