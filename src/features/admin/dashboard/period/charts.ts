// Chart.js, with only the parts the bar charts use (tree-shaken into the admin's chunk).
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export const CHART_COLOURS = ['#0b1f3a', '#c9a24b', '#3f7cac'] as const;
