import { fitBounds, project, viewBbox, worldToLngLat, worldXY } from '../mercator';

describe('Web Mercator as the map libraries compute it (512 px tiles)', () => {
  it('puts 0°/0° in the middle of the world and round-trips a place', () => {
    expect(worldXY(0, 0)).toEqual([256, 256]);
    const [x, y] = worldXY(46.6753, 24.7136);
    const [lng, lat] = worldToLngLat(x, y);
    expect(lng).toBeCloseTo(46.6753, 9);
    expect(lat).toBeCloseTo(24.7136, 9);
  });

  it('fits a box with its padding on the tighter side, centred in Mercator', () => {
    // Jeddah to Dammam in a phone-sized frame
    const bounds: [[number, number], [number, number]] = [[39.19, 21.49], [50.09, 26.42]];
    const view = fitBounds(bounds, { width: 380, height: 460 }, { padding: 100, maxZoom: 12 });
    const sw = project(view, 39.19, 21.49);
    const ne = project(view, 50.09, 26.42);
    // the width is the tighter side: the corners sit exactly 100 px in from left and right
    expect(sw.x).toBeCloseTo(100, 6);
    expect(ne.x).toBeCloseTo(280, 6);
    // and the box is centred vertically
    expect((sw.y + ne.y) / 2).toBeCloseTo(230, 6);
    expect(ne.y).toBeGreaterThan(100);
  });

  it('never zooms past the max zoom (one place), and drops a padding the frame cannot hold', () => {
    const one = fitBounds([[46.7, 24.7], [46.7, 24.7]], { width: 400, height: 400 }, { padding: 100, maxZoom: 12 });
    expect(one.zoom).toBe(12);
    expect(project(one, 46.7, 24.7).x).toBeCloseTo(200, 6);
    expect(project(one, 46.7, 24.7).y).toBeCloseTo(200, 6);
    const small = fitBounds([[40, 20], [50, 30]], { width: 150, height: 150 }, { padding: 100, maxZoom: 12 });
    // 10° of latitude are taller than 10° of longitude here: the box touches the top and bottom
    expect(project(small, 50, 30).y).toBeCloseTo(0, 6);
    expect(project(small, 40, 20).y).toBeCloseTo(150, 6);
  });

  it('gives the box a view shows, the inverse of project', () => {
    const view = { longitude: 45, latitude: 24, zoom: 5, width: 400, height: 300 };
    const [w, s, e, n] = viewBbox(view);
    expect(project(view, w, n).x).toBeCloseTo(0, 6);
    expect(project(view, w, n).y).toBeCloseTo(0, 6);
    expect(project(view, e, s).x).toBeCloseTo(400, 6);
    expect(project(view, e, s).y).toBeCloseTo(300, 6);
  });
});
