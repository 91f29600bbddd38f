/** Map size and start (§2, §9): default centre in Saudi Arabia (Riyadh), zoom 6, 300 px high. */
export const MAP_CENTRE = { latitude: 24.7136, longitude: 46.6753 };
export const MAP_ZOOM = 6;
export const MAP_HEIGHT = 300;
