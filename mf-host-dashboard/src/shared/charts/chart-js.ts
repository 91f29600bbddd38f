/**
 * The only module that imports chart.js, loaded on demand by `<Chart>` (never in the first render of
 * any page). Only the pieces the area draws are registered: line and bar charts on category and
 * linear scales, with tooltips, a legend and area fill — the rest of chart.js (pie, radar, time
 * scales, zoom…) is tree-shaken away.
 */
import { BarController, BarElement, CategoryScale, Chart, Filler, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, Filler, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip);

export { Chart };
