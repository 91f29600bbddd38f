import { plainMarker } from '../plain-marker';

describe('plainMarker', () => {
  it('keeps the map library from naming the marker wrapper a button, also when it does so after our ref ran', async () => {
    const wrapper = document.createElement('div');
    wrapper.className = 'maplibregl-marker';
    wrapper.setAttribute('role', 'button');
    const pin = document.createElement('button');
    wrapper.appendChild(pin);
    document.body.appendChild(wrapper);
    const cleanup = plainMarker(pin);
    expect(wrapper.hasAttribute('role')).toBe(false);
    // the library's addTo() runs later (react-map-gl adds markers in an effect)
    wrapper.setAttribute('aria-label', 'Map marker');
    wrapper.setAttribute('role', 'button');
    await Promise.resolve();
    expect(wrapper.hasAttribute('aria-label')).toBe(false);
    expect(wrapper.hasAttribute('role')).toBe(false);
    cleanup?.();
    wrapper.setAttribute('role', 'button');
    await Promise.resolve();
    expect(wrapper.getAttribute('role')).toBe('button');
  });
});
